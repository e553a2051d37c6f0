import { afterEach, describe, expect, it } from 'vitest';
import { focusHeadingWhenShown } from './use-focus-after-render';

afterEach(() => document.body.replaceChildren());

function page() {
  const chooser = document.createElement('button');
  const other = document.createElement('input');
  const container = document.createElement('div');
  document.body.append(chooser, other, container);
  chooser.focus();
  return { chooser, other, container };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focusHeadingWhenShown', () => {
  it('focuses the step heading once it appears, while focus is where the visitor left it', async () => {
    const { chooser, container } = page();
    focusHeadingWhenShown(container, chooser);
    const heading = document.createElement('h2');
    container.append(heading);
    await tick();
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('leaves focus alone when the visitor moved on before the step appeared', async () => {
    const { chooser, other, container } = page();
    focusHeadingWhenShown(container, chooser);
    other.focus();
    container.append(document.createElement('h2'));
    await tick();
    expect(document.activeElement).toBe(other);
  });

  it('stops watching when cancelled', async () => {
    const { chooser, container } = page();
    const cancel = focusHeadingWhenShown(container, chooser);
    cancel();
    container.append(document.createElement('h2'));
    await tick();
    expect(document.activeElement).toBe(chooser);
  });
});
