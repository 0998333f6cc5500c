// The dialog that asks before a destructive step is the web's (editors outside the back office ask too).
export { ConfirmDialog } from '../../../components/confirm-dialog';
