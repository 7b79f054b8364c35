import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  Alert,
  Button,
  Chip,
  Skeleton,
  Spinner,
  TabPanel,
  Tabs,
  uiStyles,
  buttonStyles,
  alertStyles,
} from './index';

describe('Button', () => {
  it('is a native button named by its label, type=button, part=button', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Записаться</Button>);
    const button = screen.getByRole('button', { name: 'Записаться' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('part')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading keeps its name, is busy and ignores clicks', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick} variant="secondary" size="sm">
        Подтвердить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Подтвердить' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a disabled button does not fire', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Пожалуйста, подождите
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Пожалуйста, подождите' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

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

describe('Spinner and Skeleton', () => {
  it('Spinner is a status announced as "Загрузка" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Загрузка');
  });

  it('Spinner takes another label', () => {
    render(<Spinner label="Ищем свободное время" />);
    expect(screen.getByRole('status').textContent).toBe('Ищем свободное время');
  });

  it('Skeleton renders the asked number of rows in one busy status', () => {
    const { container } = render(<Skeleton rows={4} />);
    const status = screen.getByRole('status', { name: 'Загрузка содержимого' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('.pd-skeleton__row')).toHaveLength(4);
  });
});

describe('Alert', () => {
  it('an error alert is role=alert with title, text and a working action', () => {
    const onRetry = vi.fn();
    render(
      <Alert
        tone="error"
        title="Нет соединения с интернетом"
        text="Проверьте соединение и попробуйте снова"
        action={{ label: 'Повторить', onClick: onRetry }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-tone')).toBe('error');
    expect(within(alert).getByText('Нет соединения с интернетом')).toBeTruthy();
    expect(within(alert).getByText('Проверьте соединение и попробуйте снова')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('warning and info are polite statuses without a button unless asked', () => {
    render(<Alert tone="warning" text="Подтвердить этот номер можно через сутки" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('data-tone')).toBe('warning');
    expect(within(status).queryByRole('button')).toBeNull();
  });
});

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

describe('styles', () => {
  it('uiStyles joins every primitive and reads the --pd-* tokens with fallbacks', () => {
    expect(uiStyles).toContain(buttonStyles);
    expect(uiStyles).toContain(alertStyles);
    expect(buttonStyles).toMatch(/var\(--pd-color-primary, #[0-9a-f]{6}\)/);
  });
});
