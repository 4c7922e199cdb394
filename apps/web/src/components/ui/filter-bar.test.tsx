// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchFilter, SelectFilter, ToggleFilter } from './filter-bar';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The search box under a parent that keeps its value, as a screen keeping it in the URL does (a moment later). */
function Harness({ onChange, initial = '' }: { onChange: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SearchFilter
        label="Search products"
        value={value}
        onChange={(next) => {
          onChange(next);
          setTimeout(() => setValue(next), 50);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

const box = () => screen.getByLabelText('Search products') as HTMLInputElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('SearchFilter', () => {
  it('asks once typing pauses, with the text trimmed', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    type('kur');
    act(() => void vi.advanceTimersByTime(200));
    type('kurta ');
    act(() => void vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('kurta');
  });

  it('asks at once on Enter, and not again when the pause ends', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    type('saree');
    fireEvent.submit(box());
    expect(onChange).toHaveBeenCalledExactlyOnceWith('saree');
    act(() => void vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('keeps what was typed while its own search came back, and shows a value changed from outside', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="shirt" />);
    expect(box().value).toBe('shirt');
    type('shirts');
    act(() => void vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenLastCalledWith('shirts');
    type('shirts l');
    act(() => void vi.advanceTimersByTime(50));
    expect(box().value).toBe('shirts l');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box().value).toBe('');
    act(() => void vi.advanceTimersByTime(1000));
    expect(onChange.mock.calls).toEqual([['shirts']]);
  });
});

describe('SelectFilter and ToggleFilter', () => {
  it('answers undefined for the all choice, the value otherwise', () => {
    const onChange = vi.fn();
    render(
      <SelectFilter
        label="Role"
        value="ADMIN"
        allLabel="All roles"
        options={[
          { value: 'USER', label: 'Shoppers' },
          { value: 'ADMIN', label: 'Admins' },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('Role') as HTMLSelectElement;
    expect(select.value).toBe('ADMIN');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    fireEvent.change(select, { target: { value: 'USER' } });
    expect(onChange).toHaveBeenLastCalledWith('USER');
  });

  it('shows a toggle as pressed or not, and flips it', () => {
    const onChange = vi.fn();
    render(<ToggleFilter label="Featured only" checked={false} onChange={onChange} />);
    const toggle = screen.getByRole('button', { name: 'Featured only' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
