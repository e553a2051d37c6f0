import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GalleryLightbox, type LightboxPhoto } from './gallery-lightbox.client';

const photos: LightboxPhoto[] = [1, 2, 3].map((id) => ({
  id,
  title: `Foto ${id}`,
  caption: `Leyenda ${id}`,
  credit: `Fotografía: Autor ${id}`,
  image: `/img/${id}.svg`,
}));
const labels = { close: 'Cerrar', previous: 'Anterior', next: 'Siguiente', position: 'Fotografía {index} de {total}' };

function renderGallery() {
  return render(
    <GalleryLightbox photos={photos} labels={labels}>
      <ul>
        {photos.map((p, index) => (
          <li key={p.id}>
            <a href={`?foto=${p.id}`} data-photo-index={index}>
              {p.title}
            </a>
          </li>
        ))}
      </ul>
    </GalleryLightbox>,
  );
}

describe('GalleryLightbox', () => {
  it('opens on Enter, moves with the arrow keys (wrapping), closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    renderGallery();
    const second = screen.getByRole('link', { name: 'Foto 2' });
    second.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Foto 2' });
    expect(dialog).toHaveTextContent('Leyenda 2');
    expect(dialog).toHaveTextContent('Fotografía 2 de 3');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Foto 3' })).toHaveTextContent('Fotografía: Autor 3');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Foto 1' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Foto 3' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();
  });

  it('has buttons for the mouse and the close button', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('link', { name: 'Foto 1' }));
    await user.click(screen.getByRole('button', { name: /Siguiente/ }));
    expect(screen.getByRole('dialog', { name: 'Foto 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
