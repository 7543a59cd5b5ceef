import { expect, type Locator, type Page } from '@playwright/test';

/** The diner's /menu screen, as a diner finds its parts. */
export class DinerMenu {
  readonly cart: Locator;
  readonly orderButton: Locator;
  readonly total: Locator;
  readonly dialog: Locator;
  readonly items: Locator;

  constructor(readonly page: Page) {
    this.cart = page.getByTestId('cart');
    this.orderButton = this.cart.getByRole('button', { name: '注文確定' });
    this.total = page.getByTestId('cart-total');
    this.dialog = page.getByRole('dialog');
    this.items = page.getByTestId('menu-item');
  }

  tab(label: string): Locator {
    return this.page.getByRole('tab', { name: label });
  }

  item(text: string): Locator {
    return this.items.filter({ hasText: text });
  }

  line(text: string): Locator {
    return this.cart.getByTestId('cart-line').filter({ hasText: text });
  }

  async openTab(label: string): Promise<void> {
    await this.tab(label).click();
    await expect(this.tab(label)).toHaveAttribute('aria-selected', 'true');
  }

  /** Opens an item's detail, sets the quantity with the stepper and adds it to the cart. */
  async add(text: string, quantity = 1): Promise<void> {
    await this.item(text).click();
    for (let i = 1; i < quantity; i++) await this.dialog.getByRole('button', { name: '1つ増やす' }).click();
    await expect(this.dialog.locator('output')).toHaveText(String(quantity));
    await this.dialog.getByRole('button', { name: 'カートに追加' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** 注文確定 -> confirm -> 注文する, ending on the thanks screen. */
  async order(): Promise<void> {
    await this.orderButton.click();
    await expect(this.dialog.getByText('こちらの内容で注文しますか？')).toBeVisible();
    await this.dialog.getByRole('button', { name: '注文する' }).click();
    await expect(this.page).toHaveURL('/order-complete');
    await expect(this.page.getByRole('heading', { name: 'ご注文ありがとうございます' })).toBeVisible();
  }
}
