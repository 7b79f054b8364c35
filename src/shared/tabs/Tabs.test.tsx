import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  function Demo() {
    const [value, setValue] = useState('clinic');
    const items = [
      { value: 'clinic', label: 'В клинике' },
      { value: 'home', label: 'На дому', disabled: true },
      { value: 'telemed', label: 'Онлайн' },
    ];
    return (
      <>
        <Tabs items={items} value={value} onChange={setValue} idPrefix="t" aria-label="Тип приёма" />
        <TabPanel idPrefix="t" value={value}>
          Панель {value}
        </TabPanel>
      </>
    );
  }

  it('selects by click and arrow keys, skipping disabled tabs, with one tab stop', () => {
    render(<Demo />);
    const list = screen.getByRole('tablist', { name: 'Тип приёма' });
    const clinic = within(list).getByRole('tab', { name: 'В клинике' });
    expect(clinic.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'В клинике' }).textContent).toBe('Панель clinic');

    clinic.focus();
    fireEvent.keyDown(clinic, { key: 'ArrowRight' });
    const telemed = within(list).getByRole('tab', { name: 'Онлайн' });
    expect(telemed.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(telemed);
    expect(clinic.tabIndex).toBe(-1);
    expect(telemed.tabIndex).toBe(0);
    expect(screen.getByRole('tabpanel', { name: 'Онлайн' })).toBeTruthy();

    fireEvent.keyDown(telemed, { key: 'ArrowRight' }); // wraps around
    expect(clinic.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(clinic, { key: 'End' });
    expect(telemed.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(clinic);
    expect(clinic.getAttribute('aria-selected')).toBe('true');
  });
});
