import { boardMetadata, renderBoardPage, type BoardPageProps } from '../board-page';

export const generateMetadata = boardMetadata('carga');

export default function CargoFlightsPage(props: BoardPageProps) {
  return renderBoardPage(props, 'carga');
}
