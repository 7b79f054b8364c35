import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Chip } from './Chip';

describe('Chip', () => {
  it('reports its selected state through aria-pressed', () => {
    function Toggle() {
      const [on, setOn] = useState(false);
      return (
        <Chip selected={on} onClick={() => setOn(!on)}>
          Терапевт
        </Chip>
      );
    }
    render(<Toggle />);
    const chip = screen.getByRole('button', { name: 'Терапевт', pressed: false });
    fireEvent.click(chip);
    expect(screen.getByRole('button', { name: 'Терапевт', pressed: true })).toBe(chip);
  });
});
