// The app's one icon set, grouped by use; import icons from here, never draw one inline.
export { BackIcon, ChevronIcon, CloseIcon, MinusIcon, PlusIcon } from './controls';
export { MailIcon, MapPinIcon, PhoneIcon, ShareIcon } from './contact';
export {
  BellIcon,
  CardIcon,
  DownloadIcon,
  GlobeIcon,
  InfoIcon,
  KeyIcon,
  MoonIcon,
  SendIcon,
  SignOutIcon,
  StarIcon,
  StoreIcon,
  TrashIcon,
} from './menu';
export { HistoryIcon, HomeIcon, OffersIcon, ProfileIcon, VouchersIcon } from './navigation';
export { SocialIcon } from './social';
export { EmptyIcon, ImageIcon, OfflineIcon, ScanIcon } from './status';
export type { IconProps } from './icon';
