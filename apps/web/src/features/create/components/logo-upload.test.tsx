import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LogoChoice } from '../utils/settings-reducer';
import { LogoUpload } from './logo-upload';

afterEach(cleanup);

const base: LogoChoice = {
  name: 'brand.svg',
  size: 2048,
  type: 'image/svg+xml',
  previewUrl: 'blob:local',
  status: 'uploading',
  progress: 40,
};

function show(logo: LogoChoice | null) {
  render(<LogoUpload logo={logo} mode="sticker" scale={100} onFile={() => {}} onClear={() => {}} onScale={() => {}} />);
}

describe('LogoUpload', () => {
  it('says where the logo goes, with no "coming soon" note', () => {
    show(null);
    expect(screen.getByText(/centred on each side and on the hood/)).toBeTruthy();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(screen.getByLabelText(/Logo file/)).toBeTruthy();
  });

  it('shows the upload progress, then the stored PNG, or the error as an alert', () => {
    show(base);
    const bar = screen.getByRole('progressbar', { name: 'Logo upload' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('img', { name: 'Logo preview' }).querySelector('img')?.getAttribute('src')).toBe('blob:local');
    cleanup();

    show({ ...base, status: 'ready', progress: 100, id: 'logo-1' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(/Uploaded: it goes on both sides and the hood/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo preview' }).querySelector('img')?.getAttribute('src')).toBe('/api/logos/logo-1/image');
    cleanup();

    show({ ...base, status: 'error', error: 'Please upload a PNG, JPG, or SVG file.' });
    expect(screen.getByRole('alert').textContent).toBe('Please upload a PNG, JPG, or SVG file.');
  });
});
