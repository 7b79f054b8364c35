import { afterEach, describe, expect, it, vi } from 'vitest';
import { $config, configure, getConfig, resetConfig } from './config';

afterEach(() => {
  document.getElementById('pd-widgets-config')?.remove();
  resetConfig();
});

function pageConfig(text: string) {
  const s = document.createElement('script');
  s.type = 'application/json';
  s.id = 'pd-widgets-config';
  s.textContent = text;
  document.head.append(s);
}

describe('config', () => {
  it('has the CONTRACT defaults', () => {
    const c = getConfig();
    expect(c.apiBase).toBe('');
    expect(c.env).toBe('prod');
    expect(c.user.isAnonymous).toBe(true);
    expect(c.loginUrl).toBe('/login/');
    expect(c.allowedRedirectHosts).toEqual([]);
  });

  it('reads the json_script config of the page', () => {
    pageConfig(
      '{"apiBase":"https://api.example.ru","user":{"isAnonymous":false,"isStaff":true},"flags":{"pd_x":true}}',
    );
    resetConfig();
    const c = getConfig();
    expect(c.apiBase).toBe('https://api.example.ru');
    expect(c.user.isAnonymous).toBe(false);
    expect(c.user.isStaff).toBe(true);
    expect(c.user.club.isInClub).toBe(false);
    expect(c.flags.pd_x).toBe(true);
  });

  it('reports bad keys with a clear console error and keeps defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    configure({ env: 'production' as never, nope: 1 } as never);
    expect(getConfig().env).toBe('prod');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('[pd-widgets] config: key "env" has the wrong type'),
    );
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[pd-widgets] config: unknown key "nope"'));
  });

  it('survives invalid JSON on the page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    pageConfig('{oops');
    resetConfig();
    expect(getConfig().apiBase).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('is not valid JSON'));
  });

  it('notifies subscribers on configure', () => {
    const seen: string[] = [];
    const off = $config.subscribe((c) => seen.push(c.apiBase));
    configure({ apiBase: '/x' });
    off();
    expect(seen).toEqual(['', '/x']);
  });
});
