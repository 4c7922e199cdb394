// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

afterEach(cleanup);

describe('ResponsiveImage', () => {
  it('gives an uploaded picture its 400 px sibling, lazily unless it is above the fold', () => {
    render(<ResponsiveImage src="/uploads/demo/kurta.webp" alt="Kurta" />);
    const img = screen.getByRole('img', { name: 'Kurta' });
    expect(img.getAttribute('srcset')).toBe('/uploads/demo/kurta-400.webp 400w, /uploads/demo/kurta.webp 800w');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('shows a plain tile, not an image with an empty address, for a product without a picture yet', () => {
    const { container } = render(<ResponsiveImage src="" alt="Kurta" className="size-16" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Kurta' }).className).toContain('size-16');
  });
});
