import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('Skeleton renders the asked number of rows in one busy status', () => {
    const { container } = render(<Skeleton rows={4} />);
    const status = screen.getByRole('status', { name: 'Загрузка содержимого' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('.pd-skeleton__row')).toHaveLength(4);
  });
});
