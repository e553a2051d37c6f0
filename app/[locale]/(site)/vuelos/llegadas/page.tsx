import { boardMetadata, renderBoardPage, type BoardPageProps } from '../board-page';

export const generateMetadata = boardMetadata('llegadas');

export default function ArrivalsPage(props: BoardPageProps) {
  return renderBoardPage(props, 'llegadas');
}
