import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useId } from 'react';
import { useModalDialog } from './modal';

interface Props {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a destructive step; the native <dialog> traps focus and closes on Escape. */
export function ConfirmDialog({ title, body, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: Props) {
  const { ref, titleId } = useModalDialog();
  const bodyId = useId();
  return (
    <dialog
      ref={ref}
      className="modal"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <Heading level={2} id={titleId} className="modal__title">
        {title}
      </Heading>
      <Text id={bodyId}>{body}</Text>
      <Flex justifyContent="flex-end" gap="0.5rem" marginTop="1rem">
        <Button onClick={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button variation="destructive" onClick={onConfirm} isLoading={busy}>
          {confirmLabel}
        </Button>
      </Flex>
    </dialog>
  );
}
