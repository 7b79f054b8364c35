import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/http';
import {
  caseTitle,
  clampIndex,
  failureAlert,
  failureKind,
  galleryCounter,
  isVideoUrl,
  mergeCases,
  parseLpuIds,
  periodCaption,
  previewPlan,
  priceText,
  servicesNotes,
  servicesTitle,
  showsConsultation,
  sliderEnabled,
  type CaseImage,
  type DoctorCase,
} from './doctor-cases-model';

const img = (n: number): CaseImage => ({
  photo: `/p/${n}.jpg`,
  preview: `/p/${n}-s.jpg`,
  caption: '',
  isVideo: false,
});
const makeCase = (id: number, images = 5, lpuId = 1): DoctorCase => ({
  id,
  lpu: { id: lpuId, name: 'Клиника', link: '/lpu/' },
  images: Array.from({ length: images }, (_, i) => img(i + 1)),
  description: '',
  totalPrice: 1000,
  countImages: images,
});
const cases = (n: number) => Array.from({ length: n }, (_, i) => makeCase(i + 1));

describe('periodCaption (booking-schedule §9 period words)', () => {
  it.each([
    [{ state: 'before' }, 'до процедуры'],
    [{ state: 'at_once' }, 'сразу после процедуры'],
    [{ state: 'after', period: 0, interval: 'day' }, 'сразу после процедуры'],
    [{ state: 'after', period: 1, interval: 'session' }, 'через 1 сеанс'],
    [{ state: 'after', period: 3, interval: 'session' }, 'через 3 сеанса'],
    [{ state: 'after', period: 5, interval: 'session' }, 'через 5 сеансов'],
    [{ state: 'after', period: 1, interval: 'day' }, 'через 1 день'],
    [{ state: 'after', period: 2, interval: 'day' }, 'через 2 дня'],
    [{ state: 'after', period: 11, interval: 'day' }, 'через 11 дней'],
    [{ state: 'after', period: 1, interval: 'week' }, 'через 1 неделю'],
    [{ state: 'after', period: 3, interval: 'week' }, 'через 3 недели'],
    [{ state: 'after', period: 2, interval: 'month' }, 'через 2 месяца'],
    [{ state: 'after', period: 21, interval: 'month' }, 'через 21 месяц'],
    [{ state: 'after', period: 6, interval: 'month' }, 'через 6 месяцев'],
    [{ state: 'after', period: 1, interval: 'year' }, 'через 1 год'],
    [{ state: 'after', period: 4, interval: 'year' }, 'через 4 года'],
    [{ state: 'after', period: 5, interval: 'year' }, 'через 5 лет'],
  ])('%j → %s', (input, caption) => {
    expect(periodCaption(input)).toEqual({ caption });
  });

  it('no state → no caption, silently; bad data → no caption and a problem', () => {
    expect(periodCaption({})).toEqual({ caption: '' });
    expect(periodCaption({ state: 'later' }).problem).toMatch(/unknown image state "later"/);
    expect(periodCaption({ state: 'after', period: 2, interval: 'hour' }).problem).toMatch(/interval "hour"/);
    expect(periodCaption({ state: 'after', period: 1.5, interval: 'day' }).problem).toMatch(/whole number/);
    expect(periodCaption({ state: 'after', period: null, interval: 'day' }).caption).toBe('');
    expect(periodCaption({ state: 'after', period: 2, interval: 'constructor' }).caption).toBe('');
  });
});

describe('preview rules (§9 "Cases preview")', () => {
  it('shows at most 10 cases with at most 3 images each', () => {
    const plan = previewPlan(cases(12), false);
    expect(plan.cases).toHaveLength(10);
    expect(plan.cases.every((c) => c.images.length === 3)).toBe(true);
    expect(plan.cases[9].index).toBe(9);
  });

  it("adds 'Смотреть все' only with more than 10 cases", () => {
    expect(previewPlan(cases(10), false)).toMatchObject({ showAll: false, slides: 10 });
    expect(previewPlan(cases(11), false)).toMatchObject({ showAll: true, slides: 11 });
    // 10 loaded and the server has more: more than 10 cases.
    expect(previewPlan(cases(10), true)).toMatchObject({ showAll: true, slides: 11 });
    expect(previewPlan(cases(2), false)).toMatchObject({ showAll: false, slides: 2 });
    expect(previewPlan([], false)).toMatchObject({ showAll: false, slides: 0 });
  });

  it('keeps cases with fewer images as they are', () => {
    expect(previewPlan([makeCase(1, 2)], false).cases[0].images).toHaveLength(2);
  });

  it('enables the slider with more than 3 slides on desktop, more than 1 on mobile', () => {
    expect(sliderEnabled(3, true)).toBe(false);
    expect(sliderEnabled(4, true)).toBe(true);
    expect(sliderEnabled(1, false)).toBe(false);
    expect(sliderEnabled(2, false)).toBe(true);
  });
});

describe('paging (§4 "Cases list")', () => {
  it('appends a page and skips ids already loaded', () => {
    const merged = mergeCases(cases(3), [makeCase(3), makeCase(4)]);
    expect(merged.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('texts', () => {
  it("titles cases 'Случай N' from 1", () => {
    expect(caseTitle(0)).toBe('Случай 1');
    expect(caseTitle(13)).toBe('Случай 14');
  });

  it("formats the price 'от {price}' and the services title", () => {
    expect(priceText(12500)).toBe('от 12\u00a0500\u00a0₽');
    expect(priceText(null)).toBe('');
    expect(servicesTitle(12500)).toBe('Услуги на 12\u00a0500\u00a0₽');
  });

  it('gives the two §8 notes', () => {
    expect(servicesNotes(true)).toEqual(['Комплекс услуг указан врачом. Цена может быть не окончательной.']);
    expect(servicesNotes(false)).toEqual([
      'Комплекс услуг указан врачом. Цена может быть не окончательной.',
      'Врач больше не работает в клинике, где выполнял услуги. Цена может отличаться.',
    ]);
  });

  it("counts the gallery 'N из M' and clamps steps", () => {
    expect(galleryCounter(0, 4)).toBe('1 из 4');
    expect(galleryCounter(3, 4)).toBe('4 из 4');
    expect(clampIndex(-1, 4)).toBe(0);
    expect(clampIndex(4, 4)).toBe(3);
  });
});

describe('failures (§8)', () => {
  it('tells offline from any other failure', () => {
    expect(failureKind(new ApiError('offline', 'net'), true)).toBe('offline');
    expect(failureKind(new ApiError('server', '500'), false)).toBe('offline');
    expect(failureKind(new ApiError('server', '500'), true)).toBe('other');
    expect(failureKind(new ApiError('parse', 'bad'), true)).toBe('other');
    expect(failureKind(new Error('x'), true)).toBe('other');
  });

  it("gives 'Понятно' offline and 'Обновить' otherwise", () => {
    expect(failureAlert('offline')).toEqual({
      title: 'Нет соединения с интернетом',
      text: 'Проверьте соединение и попробуйте снова',
      action: 'Понятно',
    });
    expect(failureAlert('other')).toEqual({
      title: 'Что-то пошло не так',
      text: 'Попробуйте немного подождать и обновите страницу',
      action: 'Обновить',
    });
  });
});

describe('videos and the consultation button', () => {
  it('recognises video URLs by extension', () => {
    expect(isVideoUrl('/m/a.webm')).toBe(true);
    expect(isVideoUrl('/m/a.MP4?x=1')).toBe(true);
    expect(isVideoUrl('/m/a.jpg')).toBe(false);
    expect(isVideoUrl(null)).toBe(false);
  });

  it('reads appointment-lpu-ids and shows the button only for those clinics', () => {
    expect(parseLpuIds(undefined).ids).toBeNull();
    const { ids, problem } = parseLpuIds('1, 2,x');
    expect([...(ids ?? [])]).toEqual([1, 2]);
    expect(problem).toMatch(/ignored "x"/);
    expect(showsConsultation(makeCase(1, 1, 2), parseLpuIds('2').ids)).toBe(true);
    expect(showsConsultation(makeCase(1, 1, 3), parseLpuIds('2').ids)).toBe(false);
    expect(showsConsultation(makeCase(1, 1, 3), null)).toBe(true);
  });
});
