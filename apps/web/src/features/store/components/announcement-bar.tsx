import { Link } from 'react-router';
import { useShopContent, useShopWords } from '../api/get-shop-content';

/** The owner's announcement across the top of every page, when they switched it on. */
export function AnnouncementBar() {
  const { data } = useShopContent();
  const words = useShopWords();
  const bar = data?.announcement;
  if (!bar?.enabled) return null;
  const text = words(bar.text);
  const className = 'block px-4 py-2 text-center text-xs font-semibold sm:text-sm';
  return (
    <div className="bg-accent text-white" data-testid="announcement-bar">
      {!bar.link ? (
        <p className={className}>{text}</p>
      ) : bar.link.startsWith('/') ? (
        <Link to={bar.link} className={`${className} underline-offset-2 hover:underline`}>
          {text}
        </Link>
      ) : (
        <a href={bar.link} rel="noopener" className={`${className} underline-offset-2 hover:underline`}>
          {text}
        </a>
      )}
    </div>
  );
}
