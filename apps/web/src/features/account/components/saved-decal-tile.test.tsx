import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedDecal } from '../../../lib/saved-decals/get-saved-decals';
import { SavedDecalTile } from './saved-decal-tile';

afterEach(cleanup);

const decal: SavedDecal = {
  id: 'd1',
  user_id: 'u1',
  image_url: 'saved-decal-u1-1.png',
  prompt: 'neon tiger stripes',
  improved_prompt: 'neon tiger stripes, glowing',
  generation_settings: {
    carBody: 'octane',
    finish: 'animated',
    chassis: 'decalforge',
    seed: 7,
    variationStrength: 0.25,
    parentJobId: null,
    parentSeed: null,
    logo: null,
  },
  job_id: null,
  created_at: '2026-03-04T10:00:00.000Z',
  signedUrl: null,
};

describe('SavedDecalTile', () => {
  it('without a download handler shows Download disabled as coming soon, and Image unavailable without a link', () => {
    render(<SavedDecalTile decal={decal} downloading={false} deleting={false} onDelete={() => {}} />);
    const download = screen.getByRole('button', { name: 'Download' });
    expect((download as HTMLButtonElement).disabled).toBe(true);
    expect(download.getAttribute('title')).toBe('Download coming soon');
    expect(screen.getByText('Image unavailable')).toBeTruthy();
    expect(screen.getByText('neon tiger stripes')).toBeTruthy();
    expect(screen.getByText('Mar 4, 2026')).toBeTruthy();
  });

  it('calls the handlers it is given', () => {
    const onDownload = vi.fn();
    const onDelete = vi.fn();
    render(
      <SavedDecalTile
        decal={{ ...decal, signedUrl: 'https://x.test/a.png' }}
        onDownload={onDownload}
        downloading={false}
        deleting={false}
        onDelete={onDelete}
      />,
    );
    expect(screen.getByRole('img').getAttribute('src')).toBe('https://x.test/a.png');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    fireEvent.click(screen.getByRole('button', { name: /Delete saved decal/ }));
    expect(onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 'd1' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('shows Downloading... while its download runs', () => {
    render(<SavedDecalTile decal={decal} onDownload={() => {}} downloading deleting={false} onDelete={() => {}} />);
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeTruthy();
  });
});
