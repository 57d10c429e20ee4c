export { ChangePassword } from './ui/change-password-form';
