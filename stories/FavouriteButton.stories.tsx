/**
 * `<pd-favourite-button>` in every state (portal-identity-reviews §4 "Favourite button", §6 roles, §8 failures,
 * §9 notices and sizes), each at mobile 390 px and desktop 1280 px. As for the calendar (ADR 055), stories render
 * the real custom element inside a small card; the visitor (patient, anonymous, another logged-in kind) is set per
 * story in a loader, which also resets the page-wide favourites state and the reference API's in-memory favourites.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import { resetFavourites } from '../mocks/api/favourites';
import {
  FAILING_FAVOURITE_ID,
  FAVOURITE_DEMO_DOCTORS,
  INITIAL_FAVOURITES,
} from '../mocks/fixtures/favourites';
import { configure, resetConfig, type UserConfig } from '../src/core/config';
import { favouritesMessages as msg } from '../src/widgets/favourite-button/messages';
import { $notices, dismissNotice } from '../src/shared/toasts/notices';
import { resetSession } from '../src/shared/stores';
import { FavouriteButton, type FavouriteButtonProps } from '../src/widgets/favourite-button/FavouriteButton';
import { resetFavouritesStore } from '../src/widgets/favourite-button/favourites-store';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { FAVOURITE_BUTTON_TAG as TAG } from '../src/widgets/favourite-button/index';
import { SSO_SESSION_COOKIE } from '../mocks/fixtures/sso';

type Visitor = Pick<UserConfig, 'isAnonymous' | 'isRealPatient' | 'uuid'>;
const PATIENT: Visitor = { isAnonymous: false, isRealPatient: true, uuid: 'story-patient' };
const ANONYMOUS: Visitor = { isAnonymous: true, isRealPatient: false, uuid: null };
const OTHER: Visitor = { isAnonymous: false, isRealPatient: false, uuid: 'story-doctor' };

/** A loader: fresh favourites (page state and reference API), no notices, the given visitor. */
const asVisitor = (user: Visitor) => async () => {
  resetFavouritesStore();
  resetFavourites();
  for (const n of $notices.get()) dismissNotice(n.id);
  resetConfig();
  resetSession();
  configure({ user });
  // §6: the story's patient has the auth-service session its identity check (the pull) expects (ADR 196).
  document.cookie = user.isRealPatient
    ? `${SSO_SESSION_COOKIE}=${user.uuid ?? ''}; path=/`
    : `${SSO_SESSION_COOKIE}=; max-age=0; path=/`;
  return {};
};

const doctor = FAVOURITE_DEMO_DOCTORS[0]; // not a favourite at start
const favouriteDoctor = FAVOURITE_DEMO_DOCTORS.find((d) => d.id === INITIAL_FAVOURITES.doctors[0]) ?? doctor;

/** The element inside a card as a doctor list shows it; `props` become attributes. */
function CardWithButton(props: FavouriteButtonProps) {
  const { onFavouriteChange, ...rest } = props;
  const fio = FAVOURITE_DEMO_DOCTORS.find((d) => d.id === rest.itemId)?.fio ?? 'Тестовый врач';
  const attributes: Record<string, string> = {};
  if (rest.type) attributes.type = rest.type;
  if (rest.itemId !== undefined) attributes['item-id'] = String(rest.itemId);
  if (rest.url) attributes.url = rest.url;
  if (rest.share) attributes.share = '';
  const ref = (el: HTMLElement | null) => {
    if (el) Object.assign(el, { onFavouriteChange });
  };
  return createElement(
    'article',
    {
      style: {
        display: 'flex',
        alignItems: 'flex-start',
        gap: 12,
        maxWidth: 420,
        padding: 16,
        border: '1px solid #dde3ea',
        borderRadius: 12,
        fontFamily: 'system-ui, sans-serif',
      },
    },
    createElement('div', { style: { flex: 1 } }, createElement('strong', null, fio)),
    createElement(TAG, { ref, key: JSON.stringify(attributes), ...attributes }),
  );
}

/** The heart of the story's element, once its state is known. */
async function heartOf(canvasElement: HTMLElement): Promise<HTMLButtonElement> {
  let button: HTMLButtonElement | null = null;
  await waitFor(
    () => {
      button = canvasElement.querySelector(TAG)?.shadowRoot?.querySelector('button[aria-pressed]') ?? null;
      expect(button).toBeTruthy();
      expect(button?.getAttribute('aria-busy')).toBeNull();
    },
    { timeout: 10000 },
  );
  return button as unknown as HTMLButtonElement;
}

/** Text of the notices shown by the element. */
const toastTexts = (canvasElement: HTMLElement) =>
  [...(canvasElement.querySelector(TAG)?.shadowRoot?.querySelectorAll('.pd-toast__text') ?? [])].map(
    (n) => n.textContent,
  );

const meta = {
  title: 'Widgets/FavouriteButton',
  component: FavouriteButton,
  render: (args) => <CardWithButton {...args} />,
  loaders: [asVisitor(PATIENT)],
  args: { type: 'doctors', itemId: doctor.id, url: doctor.url, share: false, onFavouriteChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['doctors', 'lpu'] },
    onFavouriteChange: { table: { category: 'events' } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The heart toggle of a doctor or clinic card, 32×32 px or 72 px wide with the share icon. On a page: ' +
          '`<pd-favourite-button type="doctors" item-id="2001" url="/moskva/vrach/2001-abramova/" share>`; in ' +
          "React: `import { FavouriteButton } from 'pd-widgets/react'`.",
      },
    },
  },
} satisfies Meta<typeof FavouriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

// --- loading: the state request never answers -----------------------------------------------------------------
const loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/patient/favourites/:type/', async () => {
          await delay('infinite');
          return HttpResponse.json({ data: [] });
        }),
        ...handlers,
      ],
    },
  },
};
export const LoadingMobile: Story = { ...loading, name: 'Загрузка состояния · mobile 390', globals: MOBILE };
export const LoadingDesktop: Story = {
  ...loading,
  name: 'Загрузка состояния · desktop 1280',
  globals: DESKTOP,
};

// --- patient: not a favourite / a favourite -------------------------------------------------------------------
export const NotFavouriteMobile: Story = { name: 'Не в избранном · mobile 390', globals: MOBILE };
export const NotFavouriteDesktop: Story = { name: 'Не в избранном · desktop 1280', globals: DESKTOP };

const favourite: Story = { args: { itemId: favouriteDoctor.id, url: favouriteDoctor.url } };
export const FavouriteMobile: Story = { ...favourite, name: 'В избранном · mobile 390', globals: MOBILE };
export const FavouriteDesktop: Story = { ...favourite, name: 'В избранном · desktop 1280', globals: DESKTOP };

// --- with the share icon (72 px) ------------------------------------------------------------------------------
const withShare: Story = { args: { ...favourite.args, share: true } };
export const WithShareMobile: Story = {
  ...withShare,
  name: 'С кнопкой «Поделиться» · mobile 390',
  globals: MOBILE,
};
export const WithShareDesktop: Story = {
  ...withShare,
  name: 'С кнопкой «Поделиться» · desktop 1280',
  globals: DESKTOP,
};

// --- added: 'Добавлено в избранное' with 'Перейти' -------------------------------------------------------------
const added: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await heartOf(canvasElement));
    await waitFor(() => expect(toastTexts(canvasElement)).toContain(msg.added));
  },
};
export const AddedMobile: Story = { ...added, name: 'Добавлено · mobile 390', globals: MOBILE };
export const AddedDesktop: Story = { ...added, name: 'Добавлено · desktop 1280', globals: DESKTOP };

// --- removed: 'Удалено из избранного' with 'Отменить' ----------------------------------------------------------
const removed: Story = {
  ...favourite,
  play: async ({ canvasElement }) => {
    await userEvent.click(await heartOf(canvasElement));
    await waitFor(() => expect(toastTexts(canvasElement)).toContain(msg.removed));
  },
};
export const RemovedMobile: Story = { ...removed, name: 'Удалено · mobile 390', globals: MOBILE };
export const RemovedDesktop: Story = { ...removed, name: 'Удалено · desktop 1280', globals: DESKTOP };

// --- restored: 'Отменить' re-adds, 'Восстановлено' -------------------------------------------------------------
const restored: Story = {
  ...favourite,
  play: async ({ canvasElement }) => {
    await userEvent.click(await heartOf(canvasElement));
    const root = canvasElement.querySelector(TAG)?.shadowRoot;
    let undo: HTMLButtonElement | undefined;
    await waitFor(() => {
      undo = [...(root?.querySelectorAll<HTMLButtonElement>('.pd-toast__action') ?? [])].find(
        (b) => b.textContent === msg.undo,
      );
      expect(undo).toBeTruthy();
    });
    await userEvent.click(undo as HTMLButtonElement);
    await waitFor(() => expect(toastTexts(canvasElement)).toContain(msg.restored));
  },
};
export const RestoredMobile: Story = { ...restored, name: 'Восстановлено · mobile 390', globals: MOBILE };
export const RestoredDesktop: Story = { ...restored, name: 'Восстановлено · desktop 1280', globals: DESKTOP };

// --- failure: the add fails, a generic error notice -----------------------------------------------------------
const failure: Story = {
  args: { itemId: FAILING_FAVOURITE_ID, url: '/moskva/vrach/2999-oshibka/' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await heartOf(canvasElement));
    await waitFor(() =>
      expect(canvasElement.querySelector(TAG)?.shadowRoot?.querySelector('[data-tone="error"]')).toBeTruthy(),
    );
  },
};
export const FailureMobile: Story = { ...failure, name: 'Ошибка добавления · mobile 390', globals: MOBILE };
export const FailureDesktop: Story = {
  ...failure,
  name: 'Ошибка добавления · desktop 1280',
  globals: DESKTOP,
};

// --- anonymous: the login prompt -------------------------------------------------------------------------------
const anonymous: Story = {
  loaders: [asVisitor(ANONYMOUS)],
  play: async ({ canvasElement }) => {
    await userEvent.click(await heartOf(canvasElement));
    await waitFor(
      () => expect(canvasElement.querySelector(TAG)?.shadowRoot?.querySelector('dialog[open]')).toBeTruthy(),
      {
        timeout: 10000,
      },
    );
  },
};
export const AnonymousPromptMobile: Story = {
  ...anonymous,
  name: 'Гость: предложение войти · mobile 390',
  globals: MOBILE,
};
export const AnonymousPromptDesktop: Story = {
  ...anonymous,
  name: 'Гость: предложение войти · desktop 1280',
  globals: DESKTOP,
};

// --- another logged-in kind (a doctor): no button at all -------------------------------------------------------
const hidden: Story = { loaders: [asVisitor(OTHER)] };
export const OtherUserMobile: Story = {
  ...hidden,
  name: 'Врач или клиника: кнопки нет · mobile 390',
  globals: MOBILE,
};
export const OtherUserDesktop: Story = {
  ...hidden,
  name: 'Врач или клиника: кнопки нет · desktop 1280',
  globals: DESKTOP,
};
