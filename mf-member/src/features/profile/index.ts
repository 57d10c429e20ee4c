export { ProfileShell } from './ui/profile-shell';
export { MyProfile } from './ui/my-profile';
