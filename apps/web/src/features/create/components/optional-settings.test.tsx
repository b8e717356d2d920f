import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialSettings, settingsReducer, type SettingsState } from '../utils/settings-reducer';
import { OptionalSettings } from './optional-settings';

afterEach(cleanup);

function Harness({ isPro, onLocked = () => {}, onState }: { isPro: boolean; onLocked?: () => void; onState?: (s: SettingsState) => void }) {
  const [state, dispatch] = useReducer(settingsReducer, undefined, () => initialSettings());
  onState?.(state);
  return <OptionalSettings isPro={isPro} state={state} dispatch={dispatch} onLocked={onLocked} onLogoFile={() => {}} onClearLogo={() => {}} />;
}

const expanded = (name: RegExp) => screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('OptionalSettings', () => {
  it('is locked for non-Pro users: a Pro Only badge, and clicking goes to pricing', () => {
    const onLocked = vi.fn();
    render(<Harness isPro={false} onLocked={onLocked} />);
    const header = screen.getByRole('button', { name: /Optional Settings/ });
    expect(header.textContent).toContain('Pro Only');
    fireEvent.click(header);
    expect(onLocked).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /^Finish/ })).toBeNull();
  });

  it('opens one section at a time for Pro users and closes a section when an option is picked', () => {
    let latest: SettingsState | undefined;
    render(<Harness isPro onState={(s) => (latest = s)} />);
    fireEvent.click(screen.getByRole('button', { name: /Optional Settings/ }));
    for (const title of ['Logo Upload', 'Finish', 'Chassis', 'Advanced']) expect(screen.getByRole('button', { name: new RegExp(`^${title}`) })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Finish/ }));
    expect(expanded(/^Finish/)).toBe('true');
    expect(screen.getByText(/Non-reflective, subtle/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Chassis/ }));
    expect(expanded(/^Finish/)).toBe('false');
    expect(expanded(/^Chassis/)).toBe('true');

    const none = screen.getByRole('button', { name: /^None/ });
    expect(none.getAttribute('title')).toBe('Free users require DecalForge chassis');
    expect(none.textContent).toContain('Pro Only');
    fireEvent.click(none);
    expect(latest?.chassis).toBe('none');
    expect(expanded(/^Chassis/)).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: /^Advanced/ }));
    fireEvent.change(screen.getByLabelText('Seed'), { target: { value: '12x34' } });
    expect(latest?.seed).toBe('1234');
    expect(screen.getByLabelText('Seed').getAttribute('placeholder')).toBe('Auto');
    const slider = screen.getByRole('slider');
    expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual(['0', '1', '0.05']);
    expect(screen.getByText('25%')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '0.6' } });
    expect(latest?.variationStrength).toBe(0.6);
    expect(screen.getByText('60%')).toBeTruthy();
    // Choosing the open section again closes it.
    fireEvent.click(screen.getByRole('button', { name: /^Advanced/ }));
    expect(expanded(/^Advanced/)).toBe('false');
  });
});
