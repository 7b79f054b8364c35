/**
 * `<TownChooser>`: the town chooser popup (portal-identity-reviews §2 "Town chooser popup", §7 "Towns").
 *
 * One per page. Any `[data-pd-town-chooser]` opens it (src/shared/openers: click, Enter, Space); the towns URL is the
 * opener's `data-towns-url` (else the element's `towns-url`). This part only listens: the popup (TownChooserPanel.tsx
 * — the dialog, the towns list loaded and sanitised on open, the town links, and their css) is loaded on the first
 * open (ADR 210); a pointer or focus on an opener starts loading it, an open meanwhile is kept (the opener busy),
 * and a failed load shows 'Не удалось загрузить список городов' with 'Повторить' (src/shared/openers/popup-code.tsx).
 * Decisions: docs/decisions/170-town-chooser-and-search.md, 210.
 */
import { useEffect, useState } from 'react';
import { useHost } from '../../core/define';
import { safeUrl } from '../../core/dom';
import { useLoggedProblems } from '../../core/hooks';
import { listenForOpeners } from '../../shared/openers';
import { popupCode, popupCodeStyles, usePopupCode } from '../../shared/openers/popup-code';
import { townChooserMessages as msg } from './messages';
import type { TownsRequest } from './TownChooserPanel';
import {
  TOWN_CHOOSER_ATTRIBUTE,
  TOWN_CHOOSER_TAG,
  TOWNS_URL_ATTRIBUTE,
  townsUrlOf,
} from './town-chooser-model';

/** Props of {@link TownChooser} (attribute `towns-url`). */
export interface TownChooserProps {
  /** The towns list URL when an opener has no `data-towns-url`. */
  townsUrl?: string;
}

/** The css of the listening element: its load-failure dialog. */
export const townChooserShellStyles = popupCodeStyles;

/** Starts loading the popup's code and the dialog's (once per page; a failure is tried again on the next call). */
const loadPanel = popupCode(() => import('./TownChooserPanel').then((m) => m.TownChooserPanel));

/** The town chooser popup. */
export function TownChooser({ townsUrl }: TownChooserProps) {
  const host = useHost();
  // An unusable towns-url is reported at once, not only when the popup opens (issue 19).
  useLoggedProblems(
    TOWN_CHOOSER_TAG,
    townsUrl?.trim() && !safeUrl(townsUrl)
      ? [`towns-url must be an http(s) or relative URL, got "${townsUrl}"; openers need their data-towns-url`]
      : [],
  );
  const [request, setRequest] = useState<TownsRequest | null>(null);
  const code = usePopupCode(TOWN_CHOOSER_TAG, loadPanel, msg);
  const { ask } = code;

  useEffect(
    () =>
      listenForOpeners(document, TOWN_CHOOSER_ATTRIBUTE, {
        onOpen: ({ opener }) => {
          const url = townsUrlOf(
            opener.getAttribute(TOWNS_URL_ATTRIBUTE),
            host.getAttribute('towns-url') ?? townsUrl,
          );
          setRequest((r) => ({ url, seq: (r?.seq ?? 0) + 1 }));
          ask(opener);
        },
        onWarm: () => void loadPanel().catch(() => {}),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ask` only sets state
    [host, townsUrl],
  );

  return request && code.Popup ? <code.Popup request={request} /> : code.failure;
}
