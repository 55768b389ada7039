import { expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';

/**
 * Clicks a node of the page's tree until it is selected. A click can be lost while antd's expand
 * animation swaps the node's element (the press lands on one element, the release on another),
 * which a busy machine makes likely; selecting twice is harmless.
 */
export async function selectTreeNode(name: string): Promise<void> {
  const node = page.getByRole('tree').getByText(name, { exact: true });
  await expect
    .poll(
      async () => {
        await userEvent.click(node);
        return node.element().closest('[aria-selected]')?.getAttribute('aria-selected');
      },
      // one click may take longer on a busy machine than expect.poll's default second
      { timeout: 15_000, interval: 100 },
    )
    .toBe('true');
}
