import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons/svg/chevron-down';
import { useNavigate } from 'react-router-dom';
import { APPLICATION_STATUSES } from '#shared/domain/codes';
import { JobCardFrame } from '#web/components/JobCardFrame';
import { paths } from '#web/lib/paths';
import type { Internship } from '../api/get-internships';
import { ApplicantCounts } from './ApplicantCounts';

/**
 * One internship on the internal dashboard (spec section 2): logo, company and title (with the position, and
 * Closed for a job that takes no more applications; an employer's draft, job in review or rejected job, or one
 * past its apply-by day, named as such), its applicants per status in view (each a link to that
 * tab), and the See Applications menu, whose New, Shortlisted, Selected and Rejected (with how many
 * each holds) open that tab of the job's applications.
 */
export function InternshipCard({ internship }: { internship: Internship }) {
  const navigate = useNavigate();
  const titleId = `internship-${internship.ID}-title`;
  return (
    <JobCardFrame
      job={internship}
      titleId={titleId}
      position={internship.POSITION}
      status={internship.STATUS}
      state={internship.STATE}
      actions={
        <Menu positioning="below-end">
          <MenuTrigger disableButtonEnhancement>
            <Button icon={<ChevronDownRegular />} iconPosition="after" aria-describedby={titleId}>
              See Applications
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {APPLICATION_STATUSES.map((status) => (
                <MenuItem
                  key={status.page}
                  secondaryContent={String(internship.APPLICANTS[status.code])}
                  onClick={() => navigate(paths.internalApplications(internship.ID, status.page))}
                >
                  {status.label}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      }
    >
      <ApplicantCounts internship={internship} titleId={titleId} />
    </JobCardFrame>
  );
}
