import { afterEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { FRAME_HEIGHT_RANGE, acceptFrameMessage, readFrameMessage } from './frame-message';
import { DEFAULT_FRAME_HEIGHT, frameTarget, openerFormUrl } from './mistake-report-model';

const PAGE = 'https://prodoctorov.test/moskva/vrach/1-ivanova/';

afterEach(() => resetConfig());

describe('frameTarget (§2 "address carries iframe=true")', () => {
  it('adds iframe=true and keeps the other parameters', () => {
    const { target } = frameTarget('/mistake/report/?doctor=7', PAGE);
    expect(target).toEqual({
      url: 'https://prodoctorov.test/mistake/report/?doctor=7&iframe=true',
      origin: 'https://prodoctorov.test',
    });
    expect(frameTarget('/m/?iframe=false', PAGE).target?.url).toBe('https://prodoctorov.test/m/?iframe=true');
  });
  it('refuses javascript:, foreign hosts and blanks', () => {
    expect(frameTarget('javascript:alert(1)', PAGE).target).toBeNull();
    expect(frameTarget('https://evil.test/form/', PAGE).problem).toMatch(/same-origin/);
    expect(frameTarget('  ', PAGE).target).toBeNull();
    expect(frameTarget(null, PAGE).target).toBeNull();
  });
  it('allows hosts of config allowedRedirectHosts', () => {
    configure({ allowedRedirectHosts: ['forms.prodoctorov.test'] });
    const { target } = frameTarget('https://forms.prodoctorov.test/mistake/', PAGE);
    expect(target?.origin).toBe('https://forms.prodoctorov.test');
  });
  it('reads the URL from the opener attribute, else its href', () => {
    const a = document.createElement('a');
    a.setAttribute('href', '/from-href/');
    a.setAttribute('data-pd-mistake-report', '');
    expect(openerFormUrl(a)).toBe('/from-href/');
    a.setAttribute('data-pd-mistake-report', '/from-attr/');
    expect(openerFormUrl(a)).toBe('/from-attr/');
  });
});

describe('readFrameMessage', () => {
  it('reads close and resize from objects and JSON text', () => {
    expect(readFrameMessage({ sender: 'mistakeForm', action: 'close' })).toEqual({ action: 'close' });
    expect(readFrameMessage({ sender: 'mistakeForm', action: 'resize', height: 612.4 })).toEqual({
      action: 'resize',
      height: 612,
    });
    expect(readFrameMessage('{"sender":"mistakeForm","action":"resize","height":"300"}')).toEqual({
      action: 'resize',
      height: 300,
    });
  });
  it('clamps heights', () => {
    expect(readFrameMessage({ sender: 'mistakeForm', action: 'resize', height: 5 })).toEqual({
      action: 'resize',
      height: FRAME_HEIGHT_RANGE.min,
    });
    expect(readFrameMessage({ sender: 'mistakeForm', action: 'resize', height: 1e9 })).toEqual({
      action: 'resize',
      height: FRAME_HEIGHT_RANGE.max,
    });
    expect(DEFAULT_FRAME_HEIGHT).toBeGreaterThan(FRAME_HEIGHT_RANGE.min);
  });
  it('ignores other senders, actions and shapes', () => {
    for (const bad of [
      null,
      42,
      'close',
      '{bad json',
      { sender: 'other', action: 'close' },
      { action: 'close' },
      { sender: 'mistakeForm', action: 'navigate' },
      { sender: 'mistakeForm', action: 'resize' },
      { sender: 'mistakeForm', action: 'resize', height: 'tall' },
      { sender: 'mistakeForm', action: 'resize', height: Infinity },
    ]) {
      expect(readFrameMessage(bad)).toBeNull();
    }
  });
});

describe('acceptFrameMessage (origin AND window)', () => {
  const frameWindow = { name: 'frame' };
  const frame = { origin: 'https://prodoctorov.test', window: frameWindow };
  const close = { sender: 'mistakeForm', action: 'close' };
  it('accepts the frame’s own messages', () => {
    expect(acceptFrameMessage({ origin: frame.origin, source: frameWindow, data: close }, frame)).toEqual({
      action: 'close',
    });
  });
  it('ignores a foreign origin, another window, or no frame', () => {
    expect(
      acceptFrameMessage({ origin: 'https://evil.test', source: frameWindow, data: close }, frame),
    ).toBeNull();
    expect(acceptFrameMessage({ origin: frame.origin, source: { other: 1 }, data: close }, frame)).toBeNull();
    expect(acceptFrameMessage({ origin: frame.origin, source: null, data: close }, frame)).toBeNull();
    expect(
      acceptFrameMessage(
        { origin: frame.origin, source: undefined, data: close },
        { ...frame, window: undefined },
      ),
    ).toBeNull();
  });
});
