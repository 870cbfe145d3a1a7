import { PlaceholderPage } from '../components/placeholder-page';

export const DeliveriesPage = () => <PlaceholderPage title="Discord Deliveries" />;
