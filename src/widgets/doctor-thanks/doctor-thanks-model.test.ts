import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/http';
import {
  failureAlert,
  paymentFlow,
  paymentPath,
  thanksSupported,
  widgetScriptSrc,
} from './doctor-thanks-model';

const UA = {
  ios12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  ios13:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Mobile/15E148 Safari/604.1',
  ios17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad12:
    'Mozilla/5.0 (iPad; CPU OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ipod9:
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 9_3_5 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Mobile/13G36',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
};

describe('thanksSupported (portal-identity-reviews §5: hidden on iPhone OS < 13 and Trident)', () => {
  it.each([
    ['iPhone OS 12', UA.ios12, false],
    ['iPad OS 12', UA.ipad12, false],
    ['iPod iPhone OS 9', UA.ipod9, false],
    ['IE 11 (Trident/7)', UA.ie11, false],
    ['IE 10 (MSIE, Trident/6)', UA.ie10, false],
    ['iPhone OS 13', UA.ios13, true],
    ['iPhone OS 17', UA.ios17, true],
    ['Chrome on Android', UA.chromeAndroid, true],
    ['Safari on macOS 10_15 (not iPhone OS)', UA.macSafari, true],
    ['Edge (Chromium)', UA.edge, true],
    ['empty', '', true],
  ])('%s → %s', (_name, ua, shown) => {
    expect(thanksSupported(ua)).toBe(shown);
  });
});

describe('paymentPath (§3 request URL: same origin only)', () => {
  const origin = 'https://prodoctorov.ru';
  it('a path, with its query; an absolute same-origin URL is reduced to its path', () => {
    expect(paymentPath('/ajax/doctor/1/thanks/payment/?flow=frame', origin)).toEqual({
      path: '/ajax/doctor/1/thanks/payment/?flow=frame',
      problem: null,
    });
    expect(paymentPath('https://prodoctorov.ru/pay/1/', origin).path).toBe('/pay/1/');
  });
  it('missing, foreign, protocol-relative or javascript: → null with a problem', () => {
    expect(paymentPath(undefined, origin).problem).toMatch(/is required/);
    for (const bad of ['https://evil.example/pay/', '//evil.example/pay/', 'javascript:alert(1)']) {
      const r = paymentPath(bad, origin);
      expect(r.path).toBeNull();
      expect(r.problem).toMatch(/must be a same-origin path/);
    }
  });
  it('payment-widget-src: http(s) or relative', () => {
    expect(widgetScriptSrc('/static/payment-widget/widget.js').src).toBe('/static/payment-widget/widget.js');
    expect(widgetScriptSrc(undefined)).toEqual({ src: null, problem: null });
    expect(widgetScriptSrc('data:text/javascript,1').problem).toMatch(/payment-widget-src/);
  });
});

describe('paymentFlow (§3 "layout_id (widget flow) or link (frame flow)")', () => {
  it('layout_id → widget (wins over link); numbers are stringified', () => {
    expect(paymentFlow({ layout_id: 'abc' })).toEqual({ kind: 'widget', layoutId: 'abc' });
    expect(paymentFlow({ layout_id: 42, link: '/x/' })).toEqual({ kind: 'widget', layoutId: '42' });
  });
  it('link → frame when same-origin; a foreign or unsafe link, or nothing → invalid', () => {
    expect(paymentFlow({ link: '/payment/thanks/1/' })).toEqual({ kind: 'frame', url: '/payment/thanks/1/' });
    expect(paymentFlow({ link: 'https://evil.example/pay' }).kind).toBe('invalid');
    expect(paymentFlow({ link: 'javascript:alert(1)' }).kind).toBe('invalid');
    expect(paymentFlow({ layout_id: '  ', link: null }).kind).toBe('invalid');
    expect(paymentFlow({}).kind).toBe('invalid');
  });
});

describe('failureAlert (§8)', () => {
  it("offline → 'Нет соединения с интернетом' with 'Понятно'; other → 'Произошла ошибка'; aborted → nothing", () => {
    expect(failureAlert(new ApiError('offline', 'x'))).toEqual({
      kind: 'offline',
      title: 'Нет соединения с интернетом',
      text: 'Проверьте соединение и попробуйте снова.',
      button: 'Понятно',
    });
    expect(failureAlert(new ApiError('server', 'x', { status: 500 }))).toEqual({
      kind: 'generic',
      title: 'Произошла ошибка',
      button: 'OK',
    });
    expect(failureAlert(new Error('widget'))?.kind).toBe('generic');
    expect(failureAlert(new ApiError('aborted', 'x'))).toBeNull();
  });
});
