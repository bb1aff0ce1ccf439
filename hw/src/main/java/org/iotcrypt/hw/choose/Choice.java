package org.iotcrypt.hw.choose;

import java.util.List;
import java.util.stream.Stream;

/**
 * What {@link Chooser} found: the qualifying schemes, ranked (the Pareto front first), and the
 * others with their reasons, in scheme order.
 *
 * @param limits the budget
 * @param clock the clock the values were read at
 * @param rankBy the criterion that orders the front and the rest
 * @param target what the schemes were judged for (an ASIC or an iCE40 part)
 * @param ranked the schemes that meet every limit, best first
 * @param rejected the schemes that do not, each with its reasons
 */
public record Choice(Limits limits, Clock clock, Criterion rankBy, Target target, List<Candidate> ranked,
        List<Candidate> rejected) {

    public Choice {
        ranked = List.copyOf(ranked);
        rejected = List.copyOf(rejected);
    }

    /** The schemes judged, qualifying or not. */
    public int judged() {
        return ranked.size() + rejected.size();
    }

    /** The cell libraries of the rows judged, in the order first met ({@code osu018} for rows from before libraries). */
    public List<String> libraries() {
        return Stream.concat(ranked.stream(), rejected.stream()).map(c -> c.row().library())
                .distinct().toList();
    }

    /** The qualifying schemes on the Pareto front. */
    public List<Candidate> front() {
        return ranked.stream().filter(Candidate::onParetoFront).toList();
    }
}
