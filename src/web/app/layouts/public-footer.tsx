import { Link } from 'react-router';
import { isSpaRoute } from '../../../shared/paths';
import { type FooterLink, PublicFooterView } from '../../components/site/public-footer-view';

/**
 * The app's links move inside the app; the others (/demo, the blog and legal pages, which the
 * server renders) load their page.
 */
const AppLink: FooterLink = ({ href, ...rest }) => (
  <Link to={href} reloadDocument={!isSpaRoute(href)} {...rest} />
);

export function PublicFooter() {
  return <PublicFooterView LinkAs={AppLink} />;
}
