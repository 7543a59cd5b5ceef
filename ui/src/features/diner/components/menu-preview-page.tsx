import type { MenuItem } from '@contract/menu-items';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Emblem } from '@/components/ui/emblem';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useMenuPreview } from '../state/use-menu-preview';
import { DinerNotice } from './diner-notice';
import { ItemDetailModal } from './item-detail-modal';
import { MenuCatalog } from './menu-catalog';
import styles from './menu-preview-page.module.css';

const NO_PLANS: readonly number[] = [];

/**
 * /menu-preview: the diner menu as a table's tablet shows it (tabs, items, detail), for staff on
 * any browser; nothing can be ordered, and no visit is opened.
 */
export function MenuPreviewPage() {
  const diner = useText(dinerText);
  usePageTitle(diner.preview.title);
  const { menu, error, reload } = useMenuPreview();
  const [detail, setDetail] = useState<MenuItem | null>(null);

  if (error && !menu) {
    return (
      <DinerNotice actions={<Button onClick={reload}>{diner.menu.retry}</Button>}>
        <p role="alert">{error}</p>
      </DinerNotice>
    );
  }
  if (!menu) return <PageSpinner />;
  return (
    <div className={styles.screen}>
      <header className={styles.bar}>
        <div className={styles.title}>
          <Emblem size={40} className={styles.emblem} />
          <h1 className={styles.heading}>{diner.preview.title}</h1>
        </div>
        <LinkButton to={paths.admin} variant="secondary" className={styles.back}>
          {diner.preview.back}
        </LinkButton>
      </header>
      <div className={styles.body}>
        <MenuCatalog menus={menu.menus} items={menu.items} activePlans={NO_PLANS} onOpen={setDetail} />
        <aside className={styles.note} data-testid="preview-banner">
          <p className={styles.banner}>{diner.preview.banner}</p>
          <p className={styles.lead}>{diner.preview.lead}</p>
        </aside>
      </div>
      <ItemDetailModal item={detail} activePlans={NO_PLANS} canAdd={false} onClose={() => setDetail(null)} />
    </div>
  );
}
