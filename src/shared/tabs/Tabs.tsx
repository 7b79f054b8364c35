/**
 * `<Tabs>` and `<TabPanel>`: a WAI-ARIA tab list with roving tabindex and automatic activation (Arrow keys,
 * Home, End move and select; disabled tabs are skipped). Ids of a tab and its panel come from
 * {@link tabIds}, so `<TabPanel idPrefix value>` pairs with the tab of the same value. `part="tab"`.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Value reported by `onChange`; unique within the list. */
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: readonly TabItem[];
  /** Selected value. */
  value: string;
  onChange: (value: string) => void;
  /** Prefix of the tab and panel ids; unique within the shadow root. */
  idPrefix: string;
  /** Accessible name of the tab list. */
  'aria-label'?: string;
  className?: string;
}

/** Ids of the tab and of the panel of `value`. */
export function tabIds(idPrefix: string, value: string): { tab: string; panel: string } {
  const safe = value.replace(/[^A-Za-z0-9_-]/g, '_');
  return { tab: `${idPrefix}-tab-${safe}`, panel: `${idPrefix}-panel-${safe}` };
}

/** A row of tabs. */
export function Tabs({ items, value, onChange, idPrefix, className, ...rest }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = items.filter((t) => !t.disabled);

  const move = (to: TabItem | undefined) => {
    if (!to) return;
    onChange(to.value);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabIds(idPrefix, to.value).tab)}`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = enabled.findIndex((t) => t.value === value);
    let next: TabItem | undefined;
    if (e.key === 'ArrowRight') next = enabled[(i + 1) % enabled.length];
    else if (e.key === 'ArrowLeft') next = enabled[(i - 1 + enabled.length) % enabled.length];
    else if (e.key === 'Home') next = enabled[0];
    else if (e.key === 'End') next = enabled[enabled.length - 1];
    else return;
    e.preventDefault();
    move(next);
  };

  // When nothing matches `value`, the first enabled tab takes the tab stop.
  const tabStop = enabled.some((t) => t.value === value) ? value : enabled[0]?.value;

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={rest['aria-label']}
      className={className ? `pd-tabs ${className}` : 'pd-tabs'}
    >
      {items.map((t) => {
        const ids = tabIds(idPrefix, t.value);
        const selected = t.value === value;
        return (
          <button
            key={t.value}
            id={ids.tab}
            type="button"
            role="tab"
            part="tab"
            className="pd-tabs__tab"
            aria-selected={selected}
            aria-controls={ids.panel}
            tabIndex={t.value === tabStop ? 0 : -1}
            disabled={t.disabled}
            onClick={() => onChange(t.value)}
            onKeyDown={onKeyDown}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}

/** Props of {@link TabPanel}. */
export interface TabPanelProps {
  idPrefix: string;
  value: string;
  className?: string;
  children?: ReactNode;
}

/** The panel labelled by the tab of the same `value`. */
export function TabPanel({ idPrefix, value, className, children }: TabPanelProps) {
  const ids = tabIds(idPrefix, value);
  return (
    <div
      id={ids.panel}
      role="tabpanel"
      aria-labelledby={ids.tab}
      tabIndex={0}
      className={className ? `pd-tabs__panel ${className}` : 'pd-tabs__panel'}
    >
      {children}
    </div>
  );
}
