import { describe, expect, it } from 'vitest';
import { shareFailureAction, shareGoal, shareUrl } from './share';

describe('share rules (portal-identity-reviews §7 share goal, §8 "Sharing")', () => {
  it('names the goal shareButton_{doctor|lpu}_{page kind}', () => {
    expect(shareGoal('doctor', 'doctorCard')).toBe('shareButton_doctor_doctorCard');
    expect(shareGoal('doctors', 'doctorList')).toBe('shareButton_doctor_doctorList');
    expect(shareGoal('lpu', 'clinicCard')).toBe('shareButton_lpu_clinicCard');
  });

  it('ignores only a user abort', () => {
    expect(shareFailureAction(new DOMException('cancelled', 'AbortError'))).toBe('ignore');
    expect(shareFailureAction(new DOMException('denied', 'NotAllowedError'))).toBe('copy');
    expect(shareFailureAction(undefined)).toBe('copy');
  });

  it('shares absolute http(s) URLs only', () => {
    expect(shareUrl('/moskva/vrach/1/', 'https://x.ru/a/')).toBe('https://x.ru/moskva/vrach/1/');
    expect(shareUrl('javascript:alert(1)', 'https://x.ru/')).toBeNull();
  });
});
