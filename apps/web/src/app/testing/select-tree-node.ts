import { expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';

/**
 * Clicks a node of the page's tree until it is selected. A click can be lost while antd's expand
 * animation swaps the node's element (the press lands on one element, the release on another),
 * which a busy machine makes likely. A second click on a node that has become selected would
 * unselect it, so the node is clicked again only when it is still unselected a second later.
 */
export async function selectTreeNode(name: string): Promise<void> {
  const node = page.getByRole('tree').getByText(name, { exact: true });
  const selected = () => node.element().closest('[aria-selected]')?.getAttribute('aria-selected') === 'true';
  await expect
    .poll(
      async () => {
        if (!selected()) await userEvent.click(node);
        return selected();
      },
      // one click may take longer on a busy machine than expect.poll's default second
      { timeout: 15_000, interval: 1_000 },
    )
    .toBe(true);
}
