import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { districtName } from '#shared/domain/districts';
import { nearOfPosition } from '#shared/domain/near';
import { useT } from '#web/lib/i18n';
import { usePlaceName } from '#web/lib/place-names';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
  },
  button: { maxWidth: '100%' },
  text: { margin: 0, flexBasis: '100%', color: tokens.colorNeutralForeground2 },
});

interface NearMeProps {
  /** The `near` of the URL, if any. */
  near: string | undefined;
  /** The worker's registered district ('' if none). */
  homeCity: string;
  /** The district the server says `near` stands for, and how far it reaches (once the first page is in). */
  answered: { city: string; radiusKm: number } | undefined;
  onNear: (near: string | undefined) => void;
}

/**
 * Near me (decision 620): the worker's registered district, or the browser's location if they allow it (sent
 * rounded to about a kilometre), sorts the list by distance; pressed again, it is off. In the URL as `near`.
 */
export function NearMe({ near, homeCity, answered, onNear }: NearMeProps) {
  const t = useT();
  const place = usePlaceName();
  const styles = useStyles();
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);
  const home = homeCity && districtName(homeCity) ? homeCity : '';
  const fromPoint = near?.includes(',') === true;
  const locationAvailable = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locate = () => {
    setFailed(false);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onNear(nearOfPosition(position.coords.latitude, position.coords.longitude));
      },
      () => {
        setLocating(false);
        setFailed(true);
      },
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };

  return (
    <div className={styles.root}>
      {home ? (
        <Button
          className={styles.button}
          appearance={near === home ? 'primary' : 'outline'}
          aria-pressed={near === home}
          onClick={() => onNear(near === home ? undefined : home)}
        >
          {t('explore.nearMe', { city: place(districtName(home)) })}
        </Button>
      ) : null}
      {locationAvailable ? (
        <Button
          className={styles.button}
          appearance={fromPoint ? 'primary' : 'outline'}
          aria-pressed={fromPoint}
          disabled={locating}
          onClick={() => (fromPoint ? onNear(undefined) : locate())}
        >
          {locating ? t('explore.locating') : t('explore.useLocation')}
        </Button>
      ) : null}
      {near && answered ? (
        <p className={styles.text} role="status">
          {t('explore.nearSorted', { km: answered.radiusKm, city: place(districtName(answered.city)) })}
        </p>
      ) : null}
      {failed ? (
        <p className={styles.text} role="alert">
          {t('explore.locationFailed')}
        </p>
      ) : null}
    </div>
  );
}

/** A card's distance: "In your district" (0 from a district) or "N km away"; nothing for a remote job. */
export function useDistanceText() {
  const t = useT();
  return (km: number | undefined) =>
    km === undefined ? undefined : km === 0 ? t('explore.inDistrict') : t('explore.distance', { km });
}
