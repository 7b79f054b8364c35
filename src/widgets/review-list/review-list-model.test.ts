import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import {
  ajaxUrlProblem,
  batchSize,
  filterTone,
  hasBranchChoice,
  initialType,
  pageRequest,
  pageSizeProblem,
  parseBranches,
  parseFilters,
  parseType,
  rateSelector,
  rateTarget,
  readJsonSource,
  redirectUrl,
  REVIEW_LIST_TYPES,
  searchWithType,
} from './review-list-model';

describe('types and the page query (§2 "Reviews page")', () => {
  it('accepts exactly the seven filter values', () => {
    expect(REVIEW_LIST_TYPES).toEqual([
      'all',
      'positive',
      'neutral',
      'negative',
      'resolved',
      'unconfirmed',
      'deleted',
    ]);
    for (const t of REVIEW_LIST_TYPES) expect(parseType(t)).toBe(t);
    for (const bad of ['', 'ALL', 'good', null, undefined, 'positive ']) expect(parseType(bad)).toBeNull();
  });

  it('takes the initial type from ?type=, any other value is ignored (→ all)', () => {
    expect(initialType('?type=negative')).toBe('negative');
    expect(initialType('?rate_id=5&type=deleted')).toBe('deleted');
    expect(initialType('?type=bogus')).toBe('all');
    expect(initialType('')).toBe('all');
  });

  it('writes the type back into the query, keeping the other parameters', () => {
    expect(searchWithType('', 'positive')).toBe('?type=positive');
    expect(searchWithType('?doctor=1002&type=all', 'neutral')).toBe('?doctor=1002&type=neutral');
  });
});

describe('filter options (§3 "Review filter option")', () => {
  it('keeps valid options in order; unknown values, repeats and untitled ones are dropped with a problem', () => {
    const { items, problems } = parseFilters([
      { value: 'all', title: 'Все', amount: 56, disabled: false },
      { value: 'great', title: 'Отличные', amount: 3, disabled: false },
      { value: 'positive', title: 'Положительные', amount: 34 },
      { value: 'positive', title: 'Ещё раз', amount: 1 },
      { value: 'deleted', title: '', amount: 1 },
      { value: 'negative', title: 'Отрицательные', amount: -2, disabled: true },
      'nonsense',
    ]);
    expect(items).toEqual([
      { value: 'all', title: 'Все', amount: 56, disabled: false },
      { value: 'positive', title: 'Положительные', amount: 34, disabled: false },
      { value: 'negative', title: 'Отрицательные', amount: 0, disabled: true },
    ]);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('"great"');
  });

  it('no input → no options and no problem; not an array → a problem', () => {
    expect(parseFilters(undefined)).toEqual({ items: [], problems: [] });
    expect(parseFilters({}).problems).toHaveLength(1);
  });

  it('colours: positive success, neutral warning, negative error, the rest neutral grey', () => {
    expect(REVIEW_LIST_TYPES.map(filterTone)).toEqual([
      'neutral',
      'success',
      'warning',
      'error',
      'neutral',
      'neutral',
      'neutral',
    ]);
  });
});

describe('branches', () => {
  beforeEach(() => configure({ allowedRedirectHosts: ['example.org'] }));
  afterEach(() => resetConfig());

  it('keeps branches with a name and a safe link on the site or an allowed host; javascript: and foreign links are dropped', () => {
    const { items, problems } = parseBranches([
      {
        name: 'Ясень',
        address: 'ул. Большая Дорогомиловская, д. 9',
        link: '/reviews.html?branch=1',
        current: true,
      },
      { name: 'Таганка', link: 'https://example.org/b/2' },
      { name: 'Злой', link: 'javascript:alert(1)' },
      { name: 'Чужой', link: 'https://evil.example/b/3' },
      { link: '/x' },
    ]);
    expect(items).toEqual([
      {
        name: 'Ясень',
        address: 'ул. Большая Дорогомиловская, д. 9',
        link: '/reviews.html?branch=1',
        current: true,
      },
      { name: 'Таганка', address: '', link: 'https://example.org/b/2', current: false },
    ]);
    expect(problems).toHaveLength(3);
    expect(hasBranchChoice(items)).toBe(true);
    expect(hasBranchChoice(items.slice(0, 1))).toBe(false);
  });
});

describe('batch size (§9: 20 on mobile, 10 on desktop, overridable by a page attribute)', () => {
  it('defaults by viewport, page-size wins when it is a positive integer', () => {
    expect(batchSize(false, undefined)).toBe(20);
    expect(batchSize(true, undefined)).toBe(10);
    expect(batchSize(true, 5)).toBe(5);
    expect(batchSize(false, 5)).toBe(5);
    expect(batchSize(true, 0)).toBe(10);
    expect(batchSize(false, 2.5)).toBe(20);
    expect(batchSize(true, 1000)).toBe(100);
    expect(pageSizeProblem(undefined)).toBeNull();
    expect(pageSizeProblem(7)).toBeNull();
    expect(pageSizeProblem(-1)).toContain('page-size');
  });
});

describe('redirect template (§2: "$0 is replaced by the type")', () => {
  it('replaces every $0', () => {
    expect(redirectUrl('/vrach/1/otzivi/$0/', 'negative')).toBe('/vrach/1/otzivi/negative/');
    expect(redirectUrl('/r/?type=$0&again=$0', 'all')).toBe('/r/?type=all&again=all');
    expect(redirectUrl('/no-placeholder/', 'all')).toBe('/no-placeholder/');
  });
});

describe('pageRequest: which server page brings the next items', () => {
  /** The server positions a request covers, minus the skipped ones. */
  const covered = (r: { page: number; pageSize: number; skip: number }) => {
    const start = (r.page - 1) * r.pageSize + r.skip;
    return [start, (r.page - 1) * r.pageSize + r.pageSize];
  };

  it('from the start: page 1 of the wanted size', () => {
    expect(pageRequest(0, 10)).toEqual({ page: 1, pageSize: 10, skip: 0 });
    expect(pageRequest(0, 20)).toEqual({ page: 1, pageSize: 20, skip: 0 });
  });

  it('aligned offsets give an exact page (desktop 10 after 10, mobile top-up 10 → 20, then 20 after 20)', () => {
    expect(pageRequest(10, 10)).toEqual({ page: 2, pageSize: 10, skip: 0 });
    expect(pageRequest(10, 10)).toEqual({ page: 2, pageSize: 10, skip: 0 });
    expect(pageRequest(20, 20)).toEqual({ page: 2, pageSize: 20, skip: 0 });
    expect(pageRequest(50, 10)).toEqual({ page: 6, pageSize: 10, skip: 0 });
  });

  it('a size up to twice the wanted count that divides the offset is used when the count itself does not', () => {
    // 12 loaded, 10 wanted: 12 divides 12 → page 2 of 12 (items 12–23), no overlap.
    expect(pageRequest(12, 10)).toEqual({ page: 2, pageSize: 12, skip: 0 });
  });

  it('else, for a small offset, page 1 up to the wanted end in one request, skipping what is loaded', () => {
    const r = pageRequest(10, 20);
    expect(r).toEqual({ page: 1, pageSize: 30, skip: 10 });
    expect(covered(r)).toEqual([10, 30]);
  });

  it('else the page of the wanted size that holds the offset, skipping what is loaded', () => {
    const r = pageRequest(37, 10);
    expect(r).toEqual({ page: 4, pageSize: 10, skip: 7 });
    expect(covered(r)).toEqual([37, 40]);
  });

  it('always starts at the offset and never asks for more than 100', () => {
    for (const offset of [0, 1, 7, 10, 13, 20, 37, 50, 99, 150]) {
      for (const count of [1, 5, 10, 20, 30, 150]) {
        const r = pageRequest(offset, count);
        expect(r.pageSize).toBeLessThanOrEqual(100);
        expect(covered(r)[0]).toBe(offset);
        expect(covered(r)[1]).toBeGreaterThan(offset);
      }
    }
  });
});

describe('rate_id and #rate-N (§2)', () => {
  it('rate_id first, then the hash; other hashes are ignored', () => {
    expect(rateTarget('?rate_id=1001015', '#rate-5')).toEqual({ by: 'rate-id', id: '1001015' });
    expect(rateTarget('', '#rate-1001005')).toEqual({ by: 'hash', id: '1001005' });
    expect(rateTarget('?rate_id=abc', '#reviews')).toBeNull();
    expect(rateTarget('', '')).toBeNull();
    expect(rateSelector({ by: 'rate-id', id: '7' })).toBe('[data-review-id="7"]');
    expect(rateSelector({ by: 'hash', id: '7' })).toBe('#rate-7');
  });
});

describe('inputs from the page', () => {
  it('reads a json_script element; a missing element or bad JSON is a problem', () => {
    document.body.innerHTML =
      '<script type="application/json" id="f">[{"value":"all"}]</script><script type="application/json" id="bad">{</script>';
    expect(readJsonSource(document, 'filters-source', 'f')).toEqual({
      value: [{ value: 'all' }],
      problem: null,
    });
    expect(readJsonSource(document, 'filters-source', 'none').problem).toContain('no element with id "none"');
    expect(readJsonSource(document, 'filters-source', 'bad').problem).toContain('valid JSON');
    document.body.innerHTML = '';
  });

  it('ajax-url must be a same-origin path or URL', () => {
    const page = 'https://prodoctorov.example/vrach/1/otzivi/';
    expect(ajaxUrlProblem('/ajax/rates/doctor/1/', page)).toBeNull();
    expect(ajaxUrlProblem('https://prodoctorov.example/ajax/rates/doctor/1/', page)).toBeNull();
    expect(ajaxUrlProblem('https://evil.example/ajax/', page)).toContain('same-origin');
    expect(ajaxUrlProblem('javascript:alert(1)', page)).toContain('same-origin');
    expect(ajaxUrlProblem(undefined, page)).toContain('missing');
  });
});
