import { useTranslation } from '../../lib/translation/use-translation.ts';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon } from './social-icons.tsx';

// The spec asks for plain links "with no target": they open in the same tab.
const networks = [
  { href: 'https://www.facebook.com/', labelKey: 'footer.social.facebook', Icon: FacebookIcon },
  { href: 'https://twitter.com/', labelKey: 'footer.social.twitter', Icon: TwitterIcon },
  { href: 'https://www.instagram.com/', labelKey: 'footer.social.instagram', Icon: InstagramIcon },
  { href: 'https://www.linkedin.com/', labelKey: 'footer.social.linkedin', Icon: LinkedInIcon },
] as const;

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <ul className="flex gap-1">
      {networks.map(({ href, labelKey, Icon }) => (
        <li key={href}>
          <a
            href={href}
            aria-label={t(labelKey)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
