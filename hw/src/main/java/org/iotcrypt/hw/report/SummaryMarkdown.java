package org.iotcrypt.hw.report;

import java.util.List;
import org.iotcrypt.hw.explore.DesignResult;

/**
 * The report's {@code summary.md}: the method, the Table 3 analog, the findings, the chosen scheme
 * and the PRESENT table in Markdown, the same numbers as {@code index.html} (docs/hw-sweep/README.md includes it).
 */
public final class SummaryMarkdown {

    private SummaryMarkdown() {
    }

    /** The summary for {@code rows}. */
    public static String markdown(List<DesignResult> allRows) {
        // the paper's tables are the reference point's; other points have a table of their own
        List<DesignResult> rows = allRows.stream().filter(DesignResult::isReference).toList();
        SchemeResults schemes = new SchemeResults(rows);
        StringBuilder sb = new StringBuilder("# iotcrypt hardware design-space exploration: summary\n\n");
        sb.append(MethodNote.text(rows)).append("\n\n");
        sb.append("## Best scheme per metric (the paper's Table 3)\n\n").append(BestSchemes.table(schemes).markdown())
                .append("\nPaper: ").append(PaperValues.SM4_CCM_SOURCE).append(". Ours: best of the ")
                .append(schemes.entries().size()).append(" explored schemes.\n\n");
        sb.append("## The paper's findings (§5.1-5.7)\n\n");
        for (Findings.Finding f : Findings.evaluate(schemes)) {
            sb.append("- §").append(f.section()).append(' ').append(f.claim()).append(": **").append(f.verdict().text())
                    .append("** (").append(f.evidence()).append(")\n");
        }
        sb.append('\n').append(Findings.GROUP_NOTE).append('\n');
        sb.append("\n## The paper's chosen scheme c0k1n2s2\n\n").append(ChosenScheme.table(schemes).markdown());
        TimingTable.table(rows).ifPresent(t -> sb.append("\n## Static timing: each design's own clock\n\n")
                .append(t.markdown()).append('\n').append(TimingTable.note()).append('\n'));
        PacketTable.table(rows).ifPresent(t -> sb.append("\n## Energy and latency per IoT packet\n\n")
                .append(t.markdown()).append('\n').append(PacketTable.note()).append('\n'));
        Ice40Table.table(rows).ifPresent(t -> sb.append("\n## Lattice iCE40: place and route\n\n")
                .append(t.markdown()).append('\n').append(Ice40Table.note()).append('\n'));
        TvlaTable.table(rows).ifPresent(t -> sb.append("\n## Side channel: fixed-vs-random TVLA\n\n")
                .append(t.markdown()).append('\n').append(TvlaTable.note()).append('\n'));
        PointsTable.table(allRows).ifPresent(t -> sb.append("\n## Other cell libraries and delay targets\n\n")
                .append(t.markdown()).append('\n').append(PointsTable.note()).append('\n'));
        sb.append("\n## PRESENT-80 datapaths (the PRESENT paper's Table 1)\n\n")
                .append(PresentTable.table(rows).map(Table::markdown).orElse("No PRESENT datapath was explored.\n"))
                .append("\nPaper: ").append(PaperValues.PRESENT_SOURCE).append(". ").append(PresentTable.NO_FMAX)
                .append('\n');
        return sb.toString();
    }
}
