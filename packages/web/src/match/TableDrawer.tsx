import { useModalFocus, useTexts } from '@potluck/web-kit';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { DRAWER_TEXTS } from './drawer-texts.ts';
import './drawers.css';

/** The button that opens a drawer (a dialog): says whether it is open and which dialog it controls. */
export function DrawerButton({
  id,
  label,
  short,
  open,
  onOpen,
}: {
  id: string;
  label: string;
  /** A shorter visible label (the phone's bar is one row); `label`, which contains it, stays the name. */
  short?: string;
  open: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      className="btn small drawer-button"
      aria-haspopup="dialog"
      aria-label={short ? label : undefined}
      aria-expanded={open}
      aria-controls={id}
      onClick={onOpen}
      id={`${id}-button`}
      data-testid={`${id}-button`}
    >
      {short ?? label}
    </button>
  );
}

/**
 * A sheet that slides over the bottom of a phone's screen (issue 16 item 1: the log and the scores): a modal
 * dialog, labelled by its title, that keeps the focus while open (Tab cycles inside), closes on Escape, its Close
 * button or a tap beside it, and gives the focus back to the button that opened it. It stays mounted while closed
 * (hidden), so what it holds (a game's score sheet drawn into it) keeps its state and the log keeps counting.
 */
export function TableDrawer({
  id,
  open,
  onClose,
  title,
  labelledBy,
  opener,
  children,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  /** A title of its own (else `labelledBy` names the heading inside it). */
  title?: string;
  labelledBy?: string;
  /** Where the focus goes back when what had it is gone. */
  opener: () => HTMLElement | null;
  children: ReactNode;
}) {
  const { tx } = useTexts(DRAWER_TEXTS);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;
  return (
    <>
      {/* a tap beside the sheet closes it (the keyboard has Escape and the Close button) */}
      <div className="table-drawer-backdrop" hidden={!open} onClick={onClose} aria-hidden="true" />
      <div
        id={id}
        className="table-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : labelledBy}
        hidden={!open}
        ref={ref}
        data-testid={id}
      >
        <div className="table-drawer-head">
          {title && <h2 id={titleId}>{title}</h2>}
          <button type="button" className="btn small" onClick={onClose} data-testid={`${id}-close`}>
            {tx('close')}
          </button>
        </div>
        {children}
        {open && <KeepFocus box={ref} onClose={onClose} opener={opener} />}
      </div>
    </>
  );
}

/** While a drawer is open: the focus stays inside, Escape closes it, and on close the focus goes back. */
function KeepFocus({
  box,
  onClose,
  opener,
}: {
  box: RefObject<HTMLDivElement | null>;
  onClose: () => void;
  opener: () => HTMLElement | null;
}) {
  useModalFocus(box, opener);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onClose();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return null;
}
