import { render, screen } from '@testing-library/react';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ClientOnly } from './client-only.client';

/** `onRender` is called on every render of the parent (a spy in the hydration test). */
function Parent({ onRender = () => {} }: { onRender?: () => void }) {
  onRender();
  const [label] = useState('refresher');
  return (
    <div>
      <p>table</p>
      <ClientOnly>
        <p>{label}</p>
      </ClientOnly>
    </div>
  );
}

describe('ClientOnly', () => {
  it('renders nothing on the server', () => {
    const html = renderToString(<Parent />);
    expect(html).toContain('table');
    expect(html).not.toContain('refresher');
  });

  it('renders its children in the browser', () => {
    render(<Parent />);
    expect(screen.getByText('refresher')).toBeTruthy();
  });

  it('after hydration, mounts its children without re-rendering its parent', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Parent />);
    document.body.append(container);
    const parentRendered = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Parent onRender={parentRendered} />);
    });
    expect(container.textContent).toContain('refresher');
    expect(parentRendered).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('renders the fallback on the server and its children in the browser', () => {
    const element = (
      <ClientOnly fallback={<button disabled>waiting</button>}>
        <button>ready</button>
      </ClientOnly>
    );
    expect(renderToString(element)).toContain('waiting');
    render(element);
    expect(screen.getByRole('button').textContent).toBe('ready');
  });
});
