import { afterEach, describe, expect, it } from 'vitest';
import {
  documentsView,
  formatLongDate,
  normaliseDay,
  parseDocuments,
  resolveDocuments,
  type VerifiedDocuments,
} from './verified-documents-model';

const none: VerifiedDocuments = {
  licenseNumber: null,
  isEducationConfirmed: false,
  isCategoryConfirmed: false,
  isCategoryValid: true,
  isCategoryExpiringSoon: false,
  categoryExpiresDate: null,
  isScienceConfirmed: false,
  scienceDocumentType: null,
  linkToDocuments: null,
};
const docs = (over: Partial<VerifiedDocuments>): VerifiedDocuments => ({ ...none, ...over });

describe('normaliseDay / formatLongDate (§8 "Действительно до {date}", d MMMM yyyy)', () => {
  it.each([
    ['2026-12-31', '2026-12-31'],
    ['2026-12-31T00:00:00+03:00', '2026-12-31'],
    ['31.12.2026', '2026-12-31'],
    [' 2027-03-01 ', '2027-03-01'],
    ['2026-02-30', null],
    ['31/12/2026', null],
    ['', null],
    [20261231, null],
    [null, null],
  ])('normaliseDay(%s) → %s', (input, day) => {
    expect(normaliseDay(input)).toBe(day);
  });

  it.each([
    ['2026-12-31', '31 декабря 2026'],
    ['2027-03-01', '1 марта 2027'],
    ['2026-05-09', '9 мая 2026'],
  ])('formatLongDate(%s) → %s', (day, text) => {
    expect(formatLongDate(day)).toBe(text);
  });
});

describe('documentsView: which rows, which texts (§3, §8)', () => {
  it.each([
    [
      'a doctor: education, category expiring soon, candidate of sciences',
      docs({
        isEducationConfirmed: true,
        isCategoryConfirmed: true,
        isCategoryExpiringSoon: true,
        categoryExpiresDate: '2026-12-31',
        isScienceConfirmed: true,
        scienceDocumentType: 1,
        linkToDocuments: '/vrach/1001/documents/',
      }),
      {
        kind: 'doctor',
        title: 'Документы проверены',
        rows: [
          { key: 'education', text: 'Образование подтверждено', detail: null, note: null },
          {
            key: 'category',
            text: 'Квалификационная категория подтверждена',
            detail: null,
            note: { tone: 'warning', text: 'Действительно до 31 декабря 2026' },
          },
          { key: 'science', text: 'Учёная степень подтверждена', detail: 'Кандидат наук', note: null },
        ],
        link: '/vrach/1001/documents/',
      },
    ],
    [
      'a clinic: the license number',
      docs({ licenseNumber: 'Л041-01137-77/00368415', linkToDocuments: 'https://example.ru/lic.pdf' }),
      {
        kind: 'clinic',
        title: 'Лицензия проверена',
        rows: [{ key: 'license', text: 'Номер лицензии', detail: 'Л041-01137-77/00368415', note: null }],
        link: 'https://example.ru/lic.pdf',
      },
    ],
    [
      'an expired category: "Документ уже недействителен" (wins over expiring soon)',
      docs({
        isCategoryConfirmed: true,
        isCategoryValid: false,
        isCategoryExpiringSoon: true,
        categoryExpiresDate: '2025-01-10',
      }),
      {
        kind: 'doctor',
        title: 'Документы проверены',
        rows: [
          {
            key: 'category',
            text: 'Квалификационная категория подтверждена',
            detail: null,
            note: { tone: 'error', text: 'Документ уже недействителен' },
          },
        ],
        link: null,
      },
    ],
    [
      'a valid category not expiring: no note; doctor of sciences',
      docs({ isCategoryConfirmed: true, isScienceConfirmed: true, scienceDocumentType: 2 }),
      {
        kind: 'doctor',
        title: 'Документы проверены',
        rows: [
          { key: 'category', text: 'Квалификационная категория подтверждена', detail: null, note: null },
          { key: 'science', text: 'Учёная степень подтверждена', detail: 'Доктор наук', note: null },
        ],
        link: null,
      },
    ],
    [
      'a professor: the academic title',
      docs({ isScienceConfirmed: true, scienceDocumentType: 3 }),
      {
        kind: 'doctor',
        title: 'Документы проверены',
        rows: [{ key: 'science', text: 'Учёное звание подтверждено', detail: 'Профессор', note: null }],
        link: null,
      },
    ],
    [
      'science without a known type: no name',
      docs({ isScienceConfirmed: true }),
      {
        kind: 'doctor',
        title: 'Документы проверены',
        rows: [{ key: 'science', text: 'Учёная степень подтверждена', detail: null, note: null }],
        link: null,
      },
    ],
  ])('%s', (_name, input, view) => {
    expect(documentsView(input)).toEqual({ view, problems: [] });
  });

  it('expiring soon without a date: no note, a problem', () => {
    const out = documentsView(docs({ isCategoryConfirmed: true, isCategoryExpiringSoon: true }));
    expect(out.view?.rows[0]?.note).toBeNull();
    expect(out.problems).toEqual([expect.stringMatching(/categoryExpiresDate" is missing/)]);
  });

  it.each([
    ['nothing at all', docs({})],
    ['only a link', docs({ linkToDocuments: '/docs/' })],
    [
      'a category date but no confirmation',
      docs({ isCategoryExpiringSoon: true, categoryExpiresDate: '2026-12-31' }),
    ],
  ])('nothing confirmed (%s): no view, a problem', (_name, input) => {
    const out = documentsView(input);
    expect(out.view).toBeNull();
    expect(out.problems).toEqual([expect.stringMatching(/^nothing is confirmed/)]);
  });
});

describe('parseDocuments', () => {
  it('camelCase (the spec) and snake_case spellings; a missing isCategoryValid counts as valid', () => {
    expect(
      parseDocuments({
        license_number: ' 77-01-012345 ',
        is_education_confirmed: true,
        isCategoryConfirmed: true,
        is_category_expiring_soon: true,
        category_expires_date: '31.12.2026',
        isScienceConfirmed: true,
        science_document_type: '2',
        link_to_documents: '/lpu/7/license/',
      }),
    ).toEqual({
      documents: {
        licenseNumber: '77-01-012345',
        isEducationConfirmed: true,
        isCategoryConfirmed: true,
        isCategoryValid: true,
        isCategoryExpiringSoon: true,
        categoryExpiresDate: '2026-12-31',
        isScienceConfirmed: true,
        scienceDocumentType: 2,
        linkToDocuments: '/lpu/7/license/',
      },
      problems: [],
    });
  });

  it.each([
    [{ isEducationConfirmed: 'yes' }, /"isEducationConfirmed" must be true or false/],
    [{ scienceDocumentType: 4 }, /"scienceDocumentType" must be 1, 2 or 3/],
    [{ categoryExpiresDate: 'скоро' }, /"categoryExpiresDate" must be a date/],
    [{ linkToDocuments: 'javascript:alert(1)' }, /"linkToDocuments" must be an http\(s\) or relative URL/],
    // Issue 19: a foreign https link is refused too.
    [
      { linkToDocuments: 'https://evil.example/docs/' },
      /"linkToDocuments" must be .* allowedRedirectHosts host/,
    ],
    [{ licenseNumber: { n: 1 } }, /"licenseNumber" must be a string/],
  ])('%o → reported and ignored', (input, problem) => {
    const out = parseDocuments(input);
    expect(out.problems).toEqual([expect.stringMatching(problem)]);
    expect(out.documents).toEqual(none);
  });

  it.each([[null], [[1, 2]], ['text'], [5]])('%o is not an object', (input) => {
    expect(parseDocuments(input)).toEqual({
      documents: null,
      problems: [expect.stringMatching(/must be a JSON object/)],
    });
  });
});

describe('resolveDocuments (attributes documents / documents-source)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const script = (id: string, text: string) => {
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = id;
    el.textContent = text;
    document.body.append(el);
  };

  it('documents-source: the json_script of the page', () => {
    script('vd', '{"isEducationConfirmed": true}');
    const out = resolveDocuments({ documentsSource: 'vd' }, document);
    expect(out.problems).toEqual([]);
    expect(out.view?.title).toBe('Документы проверены');
  });

  it('documents wins over documents-source (reported); JSON text set as a property is parsed', () => {
    script('vd', '{"isEducationConfirmed": true}');
    const out = resolveDocuments({ documents: '{"licenseNumber": "1"}', documentsSource: 'vd' }, document);
    expect(out.view?.title).toBe('Лицензия проверена');
    expect(out.problems).toEqual([expect.stringMatching(/both "documents" and "documents-source"/)]);
  });

  it.each([
    [{}, /set "documents" \(JSON\) or "documents-source"/],
    [{ documentsSource: 'missing' }, /no element with id "missing"/],
    [{ documentsSource: 'broken' }, /#broken does not hold valid JSON/],
    [{ documents: '{oops' }, /"documents" is not valid JSON/],
  ])('%o → nothing, a problem', (inputs, problem) => {
    script('broken', '{oops');
    const out = resolveDocuments(inputs, document);
    expect(out.view).toBeNull();
    expect(out.problems).toEqual([expect.stringMatching(problem)]);
  });
});
