import styles from './printers.module.css';

/** A ticket's text as it printed, on a strip of receipt paper. */
export function TicketPaper({ text }: { text: string }) {
  return (
    <div className={styles.paper}>
      <pre className={styles.ticket}>{text}</pre>
    </div>
  );
}
