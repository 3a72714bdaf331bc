import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useDebounced } from '../../lib/list-params';
import type { AuditFilters as Filters } from './audit-calls';
import { staffChoicesQuery } from './audit-calls';

interface AuditFiltersProps {
  filters: Filters;
  /** Owners choose a member from the staff list; a manager filters from an entry's row. */
  canListStaff: boolean;
  /** The chosen member's name, when an entry on screen gives it. */
  staffName: string | undefined;
  onFilter: (key: keyof Filters, value: string) => void;
}

/** The audit log's filters; each change asks the server again, from the first page. */
export function AuditFilters({ filters, canListStaff, staffName, onFilter }: AuditFiltersProps) {
  const id = useId();
  const staff = useQuery({ ...staffChoicesQuery, enabled: canListStaff });
  const [action, setAction] = useState(filters.action);
  const [customer, setCustomer] = useState(filters.customer);
  const settledAction = useDebounced(action.trim());
  const settledCustomer = useDebounced(customer.trim());
  useEffect(() => {
    if (settledAction !== filters.action) onFilter('action', settledAction);
  }, [settledAction, filters.action, onFilter]);
  useEffect(() => {
    if (/^\d*$/.test(settledCustomer) && settledCustomer !== filters.customer)
      onFilter('customer', settledCustomer);
  }, [settledCustomer, filters.customer, onFilter]);
  const customerInvalid = !/^\d*$/.test(customer.trim());
  return (
    <form className="filters" role="search" aria-label="Filter the audit log">
      <div className="field">
        <label htmlFor={`${id}-staff`} className="field__label">
          Staff member
        </label>
        {canListStaff ? (
          <select
            id={`${id}-staff`}
            className="field__input"
            value={filters.staff}
            onChange={(event) => onFilter('staff', event.target.value)}
          >
            <option value="">Anyone</option>
            {staff.data?.items.map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.name}
              </option>
            ))}
          </select>
        ) : (
          <select
            id={`${id}-staff`}
            className="field__input"
            value={filters.staff}
            onChange={(event) => onFilter('staff', event.target.value)}
          >
            <option value="">Anyone</option>
            {filters.staff && (
              <option value={filters.staff}>{staffName ?? `Member ${filters.staff}`}</option>
            )}
          </select>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-action`} className="field__label">
          Action
        </label>
        <input
          id={`${id}-action`}
          className="field__input"
          value={action}
          autoComplete="off"
          aria-describedby={`${id}-action-hint`}
          onChange={(event) => setAction(event.target.value)}
        />
        <p id={`${id}-action-hint`} className="field__hint">
          Such as settings, staff or key.revoke
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-customer`} className="field__label">
          Customer number
        </label>
        <input
          id={`${id}-customer`}
          className="field__input"
          inputMode="numeric"
          value={customer}
          autoComplete="off"
          {...(customerInvalid
            ? { 'aria-invalid': true, 'aria-describedby': `${id}-customer-error` }
            : {})}
          onChange={(event) => setCustomer(event.target.value)}
        />
        {customerInvalid && (
          <p id={`${id}-customer-error`} className="field__error" role="alert">
            A customer number has digits only.
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`} className="field__label">
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className="field__input"
          value={filters.from}
          onChange={(event) => onFilter('from', event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`} className="field__label">
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className="field__input"
          value={filters.to}
          onChange={(event) => onFilter('to', event.target.value)}
        />
      </div>
    </form>
  );
}
