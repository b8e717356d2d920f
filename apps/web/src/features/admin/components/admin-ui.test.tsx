import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminAccess } from './admin-access-gate';
import { AdminTabs } from './admin-tabs';
import { parseCreditAmount, planOptionLabel } from './manage-user-dialog';
import { statusTone } from './status-badge';

afterEach(cleanup);

describe('admin helpers', () => {
  it('labels plan options with the real allowances', () => {
    expect(planOptionLabel('FREE')).toBe('Free – 1 generation (lifetime)');
    expect(planOptionLabel('BASIC')).toBe('Basic – 30 generations per month');
    expect(planOptionLabel('PRO')).toBe('Pro – Unlimited generations');
    expect(planOptionLabel('ADMIN')).toBe('Admin – Unlimited generations');
  });
  it('parses the credit field as an integer, null when empty', () => {
    expect(parseCreditAmount('')).toBeNull();
    expect(parseCreditAmount('  ')).toBeNull();
    expect(parseCreditAmount('abc')).toBeNull();
    expect(parseCreditAmount('3')).toBe(3);
    expect(parseCreditAmount('2.9')).toBe(2);
    expect(parseCreditAmount('-1')).toBe(-1);
  });
  it('colours statuses: COMPLETE green, RUNNING blue, FAILED red, others grey', () => {
    expect([statusTone('COMPLETE'), statusTone('RUNNING'), statusTone('FAILED'), statusTone('QUEUED')]).toEqual(['success', 'info', 'danger', 'muted']);
  });
  it('derives the three access states', () => {
    expect(adminAccess({ loading: true, user: null, isAdmin: false })).toBe('verifying');
    expect(adminAccess({ loading: false, user: null, isAdmin: false })).toBe('signed-out');
    expect(adminAccess({ loading: false, user: { id: 'u' }, isAdmin: false })).toBe('denied');
    expect(adminAccess({ loading: false, user: { id: 'u' }, isAdmin: true })).toBe('granted');
  });
});

function Harness() {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  return (
    <AdminTabs
      label="Sections"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { key: 'a', label: 'Alpha' },
        { key: 'b', label: 'Beta' },
        { key: 'c', label: 'Gamma' },
      ]}
    >
      <p>panel {tab}</p>
    </AdminTabs>
  );
}

describe('AdminTabs', () => {
  it('follows the ARIA tabs pattern with arrow, Home and End keys', () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Sections');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
    expect(tabs[0]?.getAttribute('aria-controls')).toBe(panel.id);

    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Beta' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('panel b');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Beta' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Gamma' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Gamma' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Alpha' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Alpha' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Gamma' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Gamma' }), { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('panel a');
  });
});
