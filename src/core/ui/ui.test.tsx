import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Alert, Button, Spinner, buttonStyles } from './index';

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

describe('Spinner', () => {
  it('Spinner is a status announced as "Загрузка" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Загрузка');
  });

  it('Spinner takes another label', () => {
    render(<Spinner label="Ищем свободное время" />);
    expect(screen.getByRole('status').textContent).toBe('Ищем свободное время');
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

describe('styles', () => {
  it('reads the --pd-* tokens with fallbacks', () => {
    expect(buttonStyles).toMatch(/var\(--pd-color-primary, #[0-9a-f]{6}\)/);
  });
});
