import type { SearchBoxProps } from '@hotel/contracts';
import { SearchBox } from '../features/search-box/search-box';
import { RemoteIntl } from '../lang/catalogue';

export default function ExposedSearchBox(props: SearchBoxProps) {
  return (
    <RemoteIntl>
      <SearchBox {...props} />
    </RemoteIntl>
  );
}
