import { useEffect, useId, useRef, type ReactNode } from 'react';

/** A native <dialog> shown modally while the component is mounted (focus trap and Escape for free), and its title's id. */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return { ref, titleId };
}

/** An accessible modal dialog on the native <dialog> element. */
export function Modal({ title, children, actions, onClose }: { title: string; children: ReactNode; actions: ReactNode; onClose?: () => void }) {
  const { ref, titleId } = useModalDialog();
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        if (!onClose) event.preventDefault();
        else onClose();
      }}
    >
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      <div className="modal__body">{children}</div>
      <div className="modal__actions">{actions}</div>
    </dialog>
  );
}
