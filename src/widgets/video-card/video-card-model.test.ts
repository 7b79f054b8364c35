import { describe, expect, it } from 'vitest';
import { embedUrl, isEndedMessage, subscribeMessages } from './player-model';
import { parseVideoUrl, viewCountPath } from './video-card-model';

describe('parseVideoUrl (portal-identity-reviews §3 doctorVideoUrl, §5 "YouTube or Vimeo")', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ', null],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=10s', 'youtube', 'dQw4w9WgXcQ', null],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ', null],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ', null],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ', null],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ', null],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ', null],
    ['http://youtu.be/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ', null],
    ['  https://vimeo.com/76979871  ', 'vimeo', '76979871', null],
    ['https://vimeo.com/76979871/8272103f6e', 'vimeo', '76979871', '8272103f6e'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', '76979871', null],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e', 'vimeo', '76979871', '8272103f6e'],
    ['//player.vimeo.com/video/76979871', 'vimeo', '76979871', null],
  ])('%s → %s %s', (url, provider, id, hash) => {
    expect(parseVideoUrl(url)).toEqual({ source: { provider, id, hash }, problem: null });
  });

  it.each([
    [undefined, /^video-url is missing/],
    ['', /^video-url is missing/],
    ['   ', /^video-url is missing/],
    ['not a url', /is not an absolute YouTube or Vimeo URL$/],
    ['/video/1.mp4', /is not an absolute YouTube or Vimeo URL$/],
    ['javascript:alert(1)', /must be an http\(s\) YouTube or Vimeo link$/],
    ['https://rutube.ru/video/abc/', /is not a YouTube or Vimeo video link/],
    ['https://example.com/watch?v=dQw4w9WgXcQ', /is not a YouTube or Vimeo video link/],
    ['https://www.youtube.com/watch?v=short', /is not a YouTube or Vimeo video link/],
    ['https://www.youtube.com/channel/UC123', /is not a YouTube or Vimeo video link/],
    ['https://vimeo.com/about', /is not a YouTube or Vimeo video link/],
    ['https://evil-youtube.com/watch?v=dQw4w9WgXcQ', /is not a YouTube or Vimeo video link/],
  ])('%j is an error', (url, problem) => {
    const read = parseVideoUrl(url);
    expect(read.source).toBeNull();
    expect(read.problem).toMatch(problem);
  });
});

describe('embedUrl (§4 "Opening … plays")', () => {
  it('YouTube: autoplay, the JS API and the page origin', () => {
    const url = new URL(
      embedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ', hash: null }, 'https://prodoctorov.ru'),
    );
    expect(url.origin + url.pathname).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: '1',
      enablejsapi: '1',
      rel: '0',
      playsinline: '1',
      origin: 'https://prodoctorov.ru',
    });
    expect(embedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ', hash: null }, 'null')).not.toContain('origin=');
  });

  it('Vimeo: autoplay and the privacy hash', () => {
    expect(embedUrl({ provider: 'vimeo', id: '76979871', hash: null })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
    expect(embedUrl({ provider: 'vimeo', id: '76979871', hash: 'abc123' })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&h=abc123',
    );
  });
});

describe('viewCountPath (§7)', () => {
  it('puts the uuid into the path, encoded', () => {
    expect(viewCountPath('3f2a-11')).toBe('/api/doctor/video_card/3f2a-11/view_count');
    expect(viewCountPath('a/b')).toBe('/api/doctor/video_card/a%2Fb/view_count');
  });
});

describe('isEndedMessage / subscribeMessages (the end of the video)', () => {
  it('YouTube: state 0 is the end, string or object data', () => {
    expect(isEndedMessage('youtube', '{"event":"onStateChange","info":0}')).toBe(true);
    expect(isEndedMessage('youtube', { event: 'infoDelivery', info: { playerState: 0 } })).toBe(true);
    expect(isEndedMessage('youtube', '{"event":"onStateChange","info":1}')).toBe(false);
    expect(isEndedMessage('youtube', { event: 'infoDelivery', info: { currentTime: 3 } })).toBe(false);
    expect(isEndedMessage('youtube', '{"event":"ended"}')).toBe(false);
    expect(isEndedMessage('youtube', 'garbage')).toBe(false);
    expect(isEndedMessage('youtube', null)).toBe(false);
  });

  it('Vimeo: ended or finish', () => {
    expect(isEndedMessage('vimeo', '{"event":"ended","data":{}}')).toBe(true);
    expect(isEndedMessage('vimeo', { event: 'finish' })).toBe(true);
    expect(isEndedMessage('vimeo', { event: 'play' })).toBe(false);
    expect(isEndedMessage('vimeo', '{"event":"onStateChange","info":0}')).toBe(false);
  });

  it('subscribes to the end event of each player', () => {
    expect(subscribeMessages('youtube').map((m) => JSON.parse(m).event)).toEqual(['listening', 'command']);
    expect(subscribeMessages('vimeo').map((m) => JSON.parse(m).value)).toEqual(['ended', 'finish']);
  });
});
