import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveServerTree } from './server-components';

async function Async({ children }: { children: ReactNode }) {
  return <em>{children}</em>;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div>
      <h1>Title</h1>
      {children}
    </div>
  );
}

const keyWarnings = (spy: ReturnType<typeof vi.spyOn>) =>
  spy.mock.calls.filter((call: unknown[]) => String(call[0]).includes('unique "key"')).length;

describe('resolveServerTree', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders static children placed beside other nodes without a key warning', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tree = await resolveServerTree(
      <Frame>
        <p>One</p>
        <Async>Two</Async>
        <p>Three</p>
      </Frame>,
    );
    const { container } = render(<>{tree}</>);
    expect(container.innerHTML).toBe('<div><h1>Title</h1><p>One</p><em>Two</em><p>Three</p></div>');
    expect(keyWarnings(spy)).toBe(0);
  });

  it('keeps the keys of a list of async components', async () => {
    const tree = await resolveServerTree(
      <ul>
        {['a', 'b'].map((id) => (
          <Async key={id}>{id}</Async>
        ))}
      </ul>,
    );
    const list = (tree as { props: { children: { key: string }[] } }).props.children;
    expect(list.map((child) => child.key)).toEqual(['a', 'b']);
  });

  it('still reports a list from map without keys', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tree = await resolveServerTree(
      <ul>
        {['a', 'b'].map((id) => (
          // eslint-disable-next-line react/jsx-key -- the missing key is what this test is about
          <li>{id}</li>
        ))}
      </ul>,
    );
    render(<>{tree}</>);
    expect(keyWarnings(spy)).toBeGreaterThan(0);
  });
});
