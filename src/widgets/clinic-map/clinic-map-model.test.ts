import { describe, expect, it } from 'vitest';
import { centreOf, readMapPoints, readOpenerPoints, type MapPoint } from './clinic-map-model';
import { clinicsCountText } from './route-format';

const point = (id: number, coords: [number, number] = [55.75, 37.6]): MapPoint => ({
  coords,
  name: `Клиника ${id}`,
  address: 'ул. Тверская, д. 1',
  id,
  phone: '',
  lpuHref: `/lpu/${id}/`,
});

describe('readMapPoints (booking-schedule §3 "Map point", the pd:show-map detail of ADR 085)', () => {
  it('reads the detail, drops invalid pins and duplicate ids, accepts string coordinates', () => {
    const { points, problems } = readMapPoints({
      points: [
        point(1),
        { ...point(2), coords: ['56.8361', '60.6146'] },
        { ...point(3), coords: [null, 1] },
        point(1),
        { ...point(4), coords: [91, 0] },
        'junk',
      ],
    });
    expect(points.map((p) => p.id)).toEqual([1, 2]);
    expect(points[1]!.coords).toEqual([56.8361, 60.6146]);
    expect(problems).toHaveLength(3);
  });

  it('an opener holds one point or a list; bad JSON is a problem, not a throw', () => {
    expect(readOpenerPoints(JSON.stringify(point(7))).points.map((p) => p.id)).toEqual([7]);
    expect(readOpenerPoints(JSON.stringify([point(7), point(8)])).points).toHaveLength(2);
    expect(readOpenerPoints('{oops').problems).toEqual(['data-pd-clinic-map is not valid JSON']);
    expect(readOpenerPoints(null).points).toEqual([]);
    expect(readMapPoints(null).problems).toEqual(['no map points given']);
  });

  it('fills missing texts with empty strings', () => {
    const { points } = readMapPoints([{ coords: [1, 2], id: '5' }]);
    expect(points).toEqual([{ coords: [1, 2], id: 5, name: '', address: '', phone: '', lpuHref: '' }]);
  });
});

describe('clinicsCountText (portal-identity-reviews §4 "the plural of clinics")', () => {
  it.each([
    [1, '1 клиника'],
    [2, '2 клиники'],
    [4, '4 клиники'],
    [5, '5 клиник'],
    [11, '11 клиник'],
    [21, '21 клиника'],
    [22, '22 клиники'],
  ])('%i → %s', (n, text) => expect(clinicsCountText(n)).toBe(text));
});

describe('centreOf', () => {
  it('is the mean of the pins', () => {
    expect(centreOf([point(1, [10, 20]), point(2, [20, 40])])).toEqual([15, 30]);
  });
});
